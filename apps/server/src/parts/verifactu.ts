// docs/verifactu.md §6–§7: sending VERI*FACTU records to the AEAT. The sender, which main.ts starts and the server's
// close stops, with the certificate opened here (a file that is not PKCS#12 or a wrong password stops the start), and
// outside production the local service that answers as the AEAT does, where development and the tests send.
import { createVerifactuSender, type VerifactuSender } from '../verifactu/sender.ts';
import { registerLocalAeat } from '../verifactu/local-aeat.ts';
import { verifactuSendingOf } from '../verifactu/sending-config.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export interface VerifactuGives {
  verifactuSender: VerifactuSender;
  /** What the start-up log says about sending: where records go, or that they wait for a certificate. */
  verifactuNotice: { text: string; warning: boolean };
}

export const verifactu: ServerPart<Pick<SharedContext, 'env' | 'db' | 'clock' | 'publicUrl'>, VerifactuGives> = {
  name: 'verifactu',
  register: async (app, { env, db, clock, publicUrl }) => {
    const sending = await verifactuSendingOf(env, publicUrl);
    if (env.NODE_ENV !== 'production') await registerLocalAeat(app, { db, clock });
    const verifactuSender = createVerifactuSender({
      db,
      clock,
      transport: sending.transport,
      log: (error) => app.log.error({ err: error }, 'sending VERI*FACTU records failed'),
    });
    app.addHook('onClose', async () => {
      await verifactuSender.stop();
      sending.transport?.agent?.destroy();
    });
    return { verifactuSender, verifactuNotice: { text: sending.notice, warning: sending.warning } };
  },
};
