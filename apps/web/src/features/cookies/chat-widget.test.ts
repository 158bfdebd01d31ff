import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatWidgetScript, loadChatWidget } from './chat-widget';

afterEach(() => chatWidgetScript()?.remove());

describe('loadChatWidget', () => {
  it('refuses an address that is not a web address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadChatWidget('javascript:alert(1)')).toBe(false);
    expect(chatWidgetScript()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
