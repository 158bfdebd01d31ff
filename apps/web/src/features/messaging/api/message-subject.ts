// What a WhatsApp message is about: a repair (its status's message, or another of its messages) or a customer
// alert (its reason's message), each prepared and sent by its own pair of functions.
export type MessageSubject = { kind: 'repair'; repairId: string } | { kind: 'alert'; alertKey: string };

export const subjectId = (subject: MessageSubject) => (subject.kind === 'repair' ? subject.repairId : subject.alertKey);
