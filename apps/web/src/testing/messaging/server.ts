// A fake server for the messaging feature's tests: the auth server plus the messaging functions answering from
// in-memory state as the real ones do (the message of the repair's status, the workshop's texts and settings).
import {
  DEFAULT_MESSAGING_SETTINGS,
  messageTemplateOf,
  templateBodyProblem,
  TEMPLATE_KEYS,
  CUSTOMER_LANGUAGES,
  type TMessagePrepared,
  type TMessageTemplate,
  type TMessagingSettings,
} from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';

export const REPAIR_ID = 'r-1';

/** What repairMessagePrepare answers for Marta's finished repair, unless the test says otherwise. */
export function preparedOf(overrides: Partial<TMessagePrepared> = {}): TMessagePrepared {
  return {
    templateKey: 'status.finished',
    language: 'es',
    customerName: 'Marta Iglesias',
    phone: '600 111 222',
    to: '+34600111222',
    phoneProblem: null,
    body: 'Hola Marta, ¡tu Orbea Orca está lista! El total es 59,00 €.\nTaller Ruiz',
    waMeUrl: null,
    hasConsent: true,
    isCloudAvailable: false,
    cloudUnavailableReason: 'not-configured',
    ...overrides,
  };
}

export interface MessagingServerOptions extends AuthServerOptions {
  prepared?: (templateKey: string | undefined) => TMessagePrepared;
  settings?: TMessagingSettings;
  isCloudConfigured?: boolean;
}

export function messagingServer({
  prepared = () => preparedOf(),
  settings = DEFAULT_MESSAGING_SETTINGS,
  isCloudConfigured = false,
  ...options
}: MessagingServerOptions = {}) {
  const state = { settings: structuredClone(settings), edited: new Map<string, string>() };
  const templateOf = (key: (typeof TEMPLATE_KEYS)[number], language: (typeof CUSTOMER_LANGUAGES)[number]): TMessageTemplate =>
    messageTemplateOf(key, language, state.edited.get(`${key}/${language}`));
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: {
      messagingSettingsGet: () => ({ settings: state.settings, isCloudConfigured }),
      repairMessagePrepare: (input) => prepared(input.templateKey),
      repairMessageSend: (input) => ({ eventId: 'e-1', outboxId: input.channel === 'cloud' ? 'o-1' : null }),
      messageTemplatesGet: () => ({
        templates: TEMPLATE_KEYS.flatMap((key) => CUSTOMER_LANGUAGES.map((language) => templateOf(key, language))),
        settings: state.settings,
        isCloudConfigured,
      }),
      messageTemplatesUpdate: ({ key, language, body }) => {
        if (body !== null && templateBodyProblem(key, body))
          return failure('invalid-argument', { details: { fields: [{ field: 'body', message: templateBodyProblem(key, body) }] } });
        if (body === null) state.edited.delete(`${key}/${language}`);
        else state.edited.set(`${key}/${language}`, body);
        return templateOf(key, language);
      },
      messagingSettingsUpdate: (settings) => {
        state.settings = { ...DEFAULT_MESSAGING_SETTINGS, ...settings } as TMessagingSettings;
        return state.settings;
      },
      ...options.functions,
    },
  });
  return { ...server, state };
}
