// docs/product.md §20.4: the WhatsApp Cloud API (Meta's Graph API), optional: with WHATSAPP_TOKEN and
// WHATSAPP_PHONE_NUMBER_ID set, messages to customers go as approved templates through
// POST {WHATSAPP_API_URL}/{phone number id}/messages. Without them the click-to-chat link is the channel.
import { isRetryableStatus } from '@rueda/domain';
import type { Env } from '../lib/env.ts';

export interface WhatsAppCloudConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

export function whatsAppCloudConfigOf(env: Env): WhatsAppCloudConfig | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  return { apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''), token: env.WHATSAPP_TOKEN, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID };
}

export interface TemplateMessage {
  /** E.164, +34… */
  to: string;
  templateName: string;
  languageCode: string;
  /** The body's parameters, in the template's order ({{1}}, {{2}}…). */
  values: readonly string[];
}

export type SendResult = { ok: true; messageId: string } | { ok: false; isRetryable: boolean; error: string };

/** A send that hears nothing back in this long is a failure worth trying again. */
const SEND_TIMEOUT_MS = 15_000;

/** The API's error answer: `{"error": {"message", "code", …}}`. */
function errorText(status: number, answer: unknown): string {
  const error = (answer as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const detail =
    error && typeof error.message === 'string' ? `: ${error.message}${error.code !== undefined ? ` (${String(error.code)})` : ''}` : '';
  return `HTTP ${status}${detail}`;
}

export async function sendTemplateMessage(config: WhatsAppCloudConfig, message: TemplateMessage): Promise<SendResult> {
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.templateName,
      language: { code: message.languageCode },
      components: message.values.length > 0 ? [{ type: 'body', parameters: message.values.map((text) => ({ type: 'text', text })) }] : [],
    },
  };
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, isRetryable: true, error: error instanceof Error ? error.message : String(error) };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, isRetryable: isRetryableStatus(response.status), error: errorText(response.status, answer) };
  const messageId = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  // Accepted without an id: nothing the webhook could name, so it is not known to be sent; tried again.
  if (typeof messageId !== 'string' || messageId === '') return { ok: false, isRetryable: true, error: 'The answer named no message id.' };
  return { ok: true, messageId };
}
