import { useEffect } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { loadChatWidget } from '../chat-widget';
import { useCookiesAccepted } from '../cookie-consent';

function ChatWidgetLoader() {
  const { chatWidgetScriptUrl } = usePublicConfig();
  useEffect(() => {
    if (chatWidgetScriptUrl) loadChatWidget(chatWidgetScriptUrl);
  }, [chatWidgetScriptUrl]);
  return null;
}

/** Loads the configured chat widget once cookies are accepted; renders nothing itself. */
export function ChatWidget() {
  const isAccepted = useCookiesAccepted();
  // The config is not even read before acceptance: until then nothing about the widget happens.
  return isAccepted ? <ChatWidgetLoader /> : null;
}
