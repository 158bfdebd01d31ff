// The optional third-party chat widget (docs/product.md §2). Its script is the only thing Rueda ever loads from
// another host, so it is added only when the server names one and only after cookies are accepted
// (privacy policy: consent is its legal basis), and at most once per page.

const CHAT_WIDGET_ATTRIBUTE = 'data-rueda-chat-widget';

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The widget's script element, when it has been added. */
export function chatWidgetScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[${CHAT_WIDGET_ATTRIBUTE}]`);
}

/** Adds the widget's script unless it is already there. Returns whether the script is on the page. */
export function loadChatWidget(scriptUrl: string): boolean {
  if (chatWidgetScript()) return true;
  if (!isWebUrl(scriptUrl)) {
    console.warn(`The chat widget's script URL is not a web address; the widget stays off: ${scriptUrl}`);
    return false;
  }
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(CHAT_WIDGET_ATTRIBUTE, '');
  document.body.append(script);
  return true;
}
