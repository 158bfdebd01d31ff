// Mantine's Select in a chunk of its own (with the Combobox, the Popover and Floating UI), for deferred-select.tsx.
export { Select } from '@mantine/core';
