import { createPublicBooking } from '../../services/public-booking-create.ts';
import { onlineBookingMail } from '../../mail/templates.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/decisions/053 and 058: a customer books a day. Counted per address by the transport before its body is read; the repair, its customer and
 * bike, its link and the notification are one transaction; the confirmation email goes once it is committed
 * (a mail that fails does not undo the booking: the answer says it was not sent).
 */
export const publicBookingCreate = defineFunction('publicBookingCreate', {
  access: Access.public,
  perAddress: 'bookingCreate',
  handler: async (input, { db, clock, bookingFormTokens, repairLinks, listsChanged, mailer, log }) => {
    const now = clock();
    const made = await createPublicBooking(db, { formTokens: bookingFormTokens, repairLinks, now }, input);
    // Written outside a staff call: the workshop's cached lists go here, as the transport does for a member's write.
    await Promise.all([listsChanged('repairs', made.workshop.id), listsChanged('customers', made.workshop.id)]);
    let emailSent = false;
    if (input.customer.email !== '') {
      try {
        await mailer.send(
          onlineBookingMail({
            to: input.customer.email,
            name: input.customer.name,
            workshop: made.workshop,
            day: made.day,
            services: made.services.map((service) => service.title),
            problem: input.problem,
            link: made.repairLink,
            language: input.customer.language,
          }),
        );
        emailSent = true;
      } catch (error) {
        log.warn({ err: error }, 'the online booking confirmation mail was not sent');
      }
    }
    return { day: made.day, repairLink: made.repairLink, emailSent };
  },
});
