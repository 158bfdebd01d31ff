// docs/product.md §20.1: the WhatsApp messages a workshop starts with, in Spanish and Portuguese, side by side (as the
// starter catalogue's texts are): content the workshop edits and sends, not the app's own words. Short, friendly,
// in the workshop's voice and signed with its name. templates.ts says which placeholders each may use.
import type { CustomerLanguage } from '../customers/customer.ts';
import type { TemplateKey } from './keys.ts';

export const DEFAULT_TEMPLATES: Record<TemplateKey, Record<CustomerLanguage, string>> = {
  'status.confirmed': {
    es: 'Hola {{name}}, te confirmamos la reparación de tu {{bike}}. Puedes seguirla aquí: {{link}}\n{{workshop}}',
    pt: 'Olá {{name}}, confirmamos a reparação da sua {{bike}}. Pode acompanhá-la aqui: {{link}}\n{{workshop}}',
  },
  'status.postponed': {
    es: 'Hola {{name}}, tenemos que aplazar la reparación de tu {{bike}}. Te avisamos en cuanto tengamos nueva fecha. Disculpa las molestias.\n{{workshop}}',
    pt: 'Olá {{name}}, temos de adiar a reparação da sua {{bike}}. Avisamos assim que tivermos nova data. Pedimos desculpa pelo incómodo.\n{{workshop}}',
  },
  'status.workshopEntrance': {
    es: 'Hola {{name}}, tu {{bike}} ya está en el taller. Te avisamos cuando esté lista. Puedes seguirla aquí: {{link}}\n{{workshop}}',
    pt: 'Olá {{name}}, a sua {{bike}} já está na oficina. Avisamos quando estiver pronta. Pode acompanhá-la aqui: {{link}}\n{{workshop}}',
  },
  estimate: {
    es: 'Hola {{name}}, ya tenemos el presupuesto de tu {{bike}}: {{total}}. Puedes verlo y aprobarlo aquí: {{link}}\n{{workshop}}',
    pt: 'Olá {{name}}, já temos o orçamento da sua {{bike}}: {{total}}. Pode vê-lo e aprová-lo aqui: {{link}}\n{{workshop}}',
  },
  'status.finished': {
    es: 'Hola {{name}}, ¡tu {{bike}} está lista! El total es {{total}}. Puedes recogerla en nuestro horario: {{hours}}.\n{{workshop}}',
    pt: 'Olá {{name}}, a sua {{bike}} está pronta! O total é {{total}}. Pode levantá-la no nosso horário: {{hours}}.\n{{workshop}}',
  },
  'status.delivered': {
    es: 'Hola {{name}}, gracias por confiar en nosotros. ¡Que disfrutes de tu {{bike}}! Si notas cualquier cosa, escríbenos.\n{{workshop}}',
    pt: 'Olá {{name}}, obrigado pela confiança. Boas pedaladas com a sua {{bike}}! Se notar alguma coisa, fale connosco.\n{{workshop}}',
  },
  'parts.arrived': {
    es: 'Hola {{name}}, ya han llegado las piezas para tu {{bike}}. Nos ponemos con ella y te avisamos cuando esté lista. Puedes seguirla aquí: {{link}}\n{{workshop}}',
    pt: 'Olá {{name}}, já chegaram as peças para a sua {{bike}}. Vamos tratar dela e avisamos quando estiver pronta. Pode acompanhá-la aqui: {{link}}\n{{workshop}}',
  },
  'alert.repairUncollected': {
    es: 'Hola {{name}}, tu {{bike}} sigue esperándote en el taller. Puedes recogerla en nuestro horario: {{hours}}.\n{{workshop}}',
    pt: 'Olá {{name}}, a sua {{bike}} continua à sua espera na oficina. Pode levantá-la no nosso horário: {{hours}}.\n{{workshop}}',
  },
  'alert.bikeServiceOverdue': {
    es: 'Hola {{name}}, hace más de un año de la última revisión de tu {{bike}}. ¿Le hacemos una puesta a punto? Respóndenos y te damos cita.\n{{workshop}}',
    pt: 'Olá {{name}}, já passou mais de um ano desde a última revisão da sua {{bike}}. Fazemos-lhe uma afinação? Responda-nos e marcamos.\n{{workshop}}',
  },
  'alert.suspensionDue': {
    es: 'Hola {{name}}, a la suspensión de tu {{bike}} le toca mantenimiento. Respóndenos y te damos cita.\n{{workshop}}',
    pt: 'Olá {{name}}, a suspensão da sua {{bike}} precisa de manutenção. Responda-nos e marcamos.\n{{workshop}}',
  },
  'alert.recommendationsWaiting': {
    es: 'Hola {{name}}, en la última visita de tu {{bike}} te recomendamos algunos trabajos que quedaron pendientes. ¿Te damos cita para hacerlos? Respóndenos.\n{{workshop}}',
    pt: 'Olá {{name}}, na última visita da sua {{bike}} recomendámos alguns trabalhos que ficaram pendentes. Marcamos para os fazer? Responda-nos.\n{{workshop}}',
  },
};

/** What `{{bike}}` says when the repair names neither brand nor model. */
export const UNNAMED_BIKE: Record<CustomerLanguage, string> = { es: 'bici', pt: 'bicicleta' };
