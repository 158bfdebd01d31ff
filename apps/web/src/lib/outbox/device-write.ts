// docs/product.md §30.3: the options of a mutation whose write goes through sendOrQueue. TanStack Query holds a mutation
// back while the browser says it has no network (its onlineManager hears the window's 'offline') and runs it once the
// network is back: such a write would wait there, its page disabled, instead of being kept on the device. Whether it is
// sent or kept is sendOrQueue's to decide, so the mutation runs whatever the browser says. No imports: the screens'
// first load takes it without the queue's code.
export const DEVICE_WRITE_OPTIONS = { networkMode: 'always' } as const;
