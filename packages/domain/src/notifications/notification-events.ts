import type { NotificationChannel, NotificationRecipientType } from '../options/notification.options';

/** The languages a template is written in (the app's three). */
export const NOTIFICATION_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** A template's words in one language: the subject is used by e-mail only. */
export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * A named business event that sends notifications: who receives it, the placeholders its
 * templates may use (with the sample payload the preview renders), and the default words.
 */
export interface NotificationEventDef {
  code: string;
  label: string;
  recipients: readonly NotificationRecipientType[];
  sample: Readonly<Record<string, string>>;
  text: Readonly<Record<NotificationLanguage, TemplateText>>;
}

const def = <const C extends string>(e: NotificationEventDef & { code: C }) => e;

export const NOTIFICATION_EVENTS = [
  def({
    code: 'ORDER_CREATED',
    label: 'Order created',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Order {{orderKey}} received',
        body: 'Dear {{name}}, we have received your order {{orderKey}}. We will confirm it shortly.',
      },
      hi: {
        subject: 'ऑर्डर {{orderKey}} प्राप्त हुआ',
        body: 'प्रिय {{name}}, हमें आपका ऑर्डर {{orderKey}} मिल गया है। हम जल्द ही इसकी पुष्टि करेंगे।',
      },
      mr: {
        subject: 'ऑर्डर {{orderKey}} मिळाली',
        body: 'प्रिय {{name}}, आम्हाला तुमची ऑर्डर {{orderKey}} मिळाली आहे. आम्ही लवकरच ती निश्चित करू.',
      },
    },
  }),
  def({
    code: 'ORDER_APPROVED',
    label: 'Order approved',
    recipients: ['BUYER', 'SELLER'],
    sample: { name: 'Ramesh Patil', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Order {{orderKey}} approved',
        body: 'Dear {{name}}, order {{orderKey}} has been approved and will be fulfilled.',
      },
      hi: {
        subject: 'ऑर्डर {{orderKey}} स्वीकृत',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} स्वीकृत हो गया है और इसे पूरा किया जाएगा।',
      },
      mr: {
        subject: 'ऑर्डर {{orderKey}} मंजूर',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} मंजूर झाली आहे आणि ती पूर्ण केली जाईल.',
      },
    },
  }),
  def({
    code: 'ORDER_ACKNOWLEDGED',
    label: 'Order acknowledged by the seller',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Order {{orderKey}} acknowledged',
        body: 'Dear {{name}}, the seller has answered order {{orderKey}}. Its lines show what will be supplied.',
      },
      hi: {
        subject: 'ऑर्डर {{orderKey}} की पावती',
        body: 'प्रिय {{name}}, विक्रेता ने ऑर्डर {{orderKey}} का उत्तर दिया है। इसकी पंक्तियाँ बताती हैं कि क्या आपूर्ति होगी।',
      },
      mr: {
        subject: 'ऑर्डर {{orderKey}} ची पोच',
        body: 'प्रिय {{name}}, विक्रेत्याने ऑर्डर {{orderKey}} ला उत्तर दिले आहे. तिच्या ओळी काय पुरवले जाईल ते दाखवतात.',
      },
    },
  }),
  def({
    code: 'ORDER_CANCELLED',
    label: 'Order cancelled',
    recipients: ['BUYER', 'SELLER'],
    sample: { name: 'Ramesh Patil', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Order {{orderKey}} cancelled',
        body: 'Dear {{name}}, order {{orderKey}} has been cancelled.',
      },
      hi: {
        subject: 'ऑर्डर {{orderKey}} रद्द',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} रद्द कर दिया गया है।',
      },
      mr: {
        subject: 'ऑर्डर {{orderKey}} रद्द',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} रद्द करण्यात आली आहे.',
      },
    },
  }),
  def({
    code: 'CONSIGNMENT_DISPATCHED',
    label: 'Consignment dispatched',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', consignmentKey: 'CN-240501-0001', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Consignment {{consignmentKey}} dispatched',
        body: 'Dear {{name}}, consignment {{consignmentKey}} of order {{orderKey}} is on its way.',
      },
      hi: {
        subject: 'कंसाइनमेंट {{consignmentKey}} रवाना',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} का कंसाइनमेंट {{consignmentKey}} रास्ते में है।',
      },
      mr: {
        subject: 'कन्साइनमेंट {{consignmentKey}} रवाना',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} चे कन्साइनमेंट {{consignmentKey}} मार्गावर आहे.',
      },
    },
  }),
  def({
    code: 'POD_REQUESTED',
    label: 'POD requested',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', consignmentKey: 'CN-240501-0001' },
    text: {
      en: {
        subject: 'Please confirm delivery of {{consignmentKey}}',
        body: 'Dear {{name}}, please share the signed proof of delivery for consignment {{consignmentKey}}.',
      },
      hi: {
        subject: '{{consignmentKey}} की डिलीवरी की पुष्टि करें',
        body: 'प्रिय {{name}}, कृपया कंसाइनमेंट {{consignmentKey}} का हस्ताक्षरित डिलीवरी प्रमाण भेजें।',
      },
      mr: {
        subject: '{{consignmentKey}} च्या डिलिव्हरीची पुष्टी करा',
        body: 'प्रिय {{name}}, कृपया कन्साइनमेंट {{consignmentKey}} चा स्वाक्षरी केलेला डिलिव्हरी पुरावा पाठवा.',
      },
    },
  }),
  def({
    code: 'INVOICE_RAISED',
    label: 'Invoice raised',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', invoiceNumber: 'INV/24-25/0001', orderKey: 'SO-240501-0001' },
    text: {
      en: {
        subject: 'Invoice {{invoiceNumber}} raised',
        body: 'Dear {{name}}, invoice {{invoiceNumber}} has been raised for order {{orderKey}}.',
      },
      hi: {
        subject: 'इनवॉइस {{invoiceNumber}} जारी',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} के लिए इनवॉइस {{invoiceNumber}} जारी किया गया है।',
      },
      mr: {
        subject: 'बीजक {{invoiceNumber}} जारी',
        body: 'प्रिय {{name}}, ऑर्डर {{orderKey}} साठी बीजक {{invoiceNumber}} जारी करण्यात आले आहे.',
      },
    },
  }),
  def({
    code: 'PAYMENT_RECEIVED',
    label: 'Payment received',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', paymentId: 'PAY-0001' },
    text: {
      en: {
        subject: 'Payment {{paymentId}} received',
        body: 'Dear {{name}}, we have received your payment {{paymentId}}. Thank you.',
      },
      hi: {
        subject: 'भुगतान {{paymentId}} प्राप्त हुआ',
        body: 'प्रिय {{name}}, हमें आपका भुगतान {{paymentId}} मिल गया है। धन्यवाद।',
      },
      mr: {
        subject: 'देयक {{paymentId}} मिळाले',
        body: 'प्रिय {{name}}, आम्हाला तुमचे देयक {{paymentId}} मिळाले आहे. धन्यवाद.',
      },
    },
  }),
  def({
    code: 'PAYMENT_REMINDER',
    label: 'Payment reminder',
    recipients: ['BUYER'],
    sample: { name: 'Ramesh Patil', amount: '₹1,25,000.00', dueDate: '15 May 2026' },
    text: {
      en: {
        subject: 'Payment reminder',
        body: 'Dear {{name}}, {{amount}} is due on {{dueDate}}. Please pay on time to keep your credit active.',
      },
      hi: {
        subject: 'भुगतान अनुस्मारक',
        body: 'प्रिय {{name}}, {{amount}} की राशि {{dueDate}} को देय है। कृपया समय पर भुगतान करें।',
      },
      mr: {
        subject: 'देयक स्मरणपत्र',
        body: 'प्रिय {{name}}, {{amount}} ही रक्कम {{dueDate}} रोजी देय आहे. कृपया वेळेवर भरणा करा.',
      },
    },
  }),
  def({
    code: 'APPROVAL_WAITING',
    label: 'Approval waiting',
    recipients: ['INTERNAL'],
    sample: { name: 'Priya Sharma', subject: 'Invoice revision SO-240501-0001' },
    text: {
      en: {
        subject: 'Waiting for your approval: {{subject}}',
        body: 'Dear {{name}}, {{subject}} is waiting for your approval.',
      },
      hi: {
        subject: 'आपकी स्वीकृति की प्रतीक्षा: {{subject}}',
        body: 'प्रिय {{name}}, {{subject}} आपकी स्वीकृति की प्रतीक्षा में है।',
      },
      mr: {
        subject: 'तुमच्या मंजुरीची प्रतीक्षा: {{subject}}',
        body: 'प्रिय {{name}}, {{subject}} तुमच्या मंजुरीची वाट पाहत आहे.',
      },
    },
  }),
  def({
    code: 'ACCOUNT_STATUS_CHANGED',
    label: 'Account status changed',
    recipients: ['BUYER', 'SELLER'],
    sample: { name: 'Ramesh Patil', status: 'Customer On Boarded' },
    text: {
      en: {
        subject: 'Your account is now {{status}}',
        body: 'Dear {{name}}, the status of your account changed to {{status}}.',
      },
      hi: {
        subject: 'आपका खाता अब {{status}} है',
        body: 'प्रिय {{name}}, आपके खाते की स्थिति बदलकर {{status}} हो गई है।',
      },
      mr: {
        subject: 'तुमचे खाते आता {{status}} आहे',
        body: 'प्रिय {{name}}, तुमच्या खात्याची स्थिती बदलून {{status}} झाली आहे.',
      },
    },
  }),
  def({
    code: 'NPS_SURVEY',
    label: 'Feedback survey',
    recipients: ['BUYER', 'SELLER'],
    sample: { name: 'Ramesh Patil', campaign: 'Q1 feedback', link: 'https://dom.example.in/feedback/abc' },
    text: {
      en: {
        subject: 'How likely are you to recommend us?',
        body: 'Dear {{name}}, on a scale of 0 to 10, how likely are you to recommend us? Answer here: {{link}}',
      },
      hi: {
        subject: 'आप हमारी सिफारिश करने की कितनी संभावना रखते हैं?',
        body: 'प्रिय {{name}}, 0 से 10 के पैमाने पर, आप हमारी सिफारिश करने की कितनी संभावना रखते हैं? यहाँ उत्तर दें: {{link}}',
      },
      mr: {
        subject: 'तुम्ही आमची शिफारस करण्याची किती शक्यता आहे?',
        body: 'प्रिय {{name}}, 0 ते 10 या प्रमाणात, तुम्ही आमची शिफारस करण्याची किती शक्यता आहे? येथे उत्तर द्या: {{link}}',
      },
    },
  }),
] as const;

export type NotificationEventCode = (typeof NOTIFICATION_EVENTS)[number]['code'];
export const NOTIFICATION_EVENT_CODES = NOTIFICATION_EVENTS.map((e) => e.code) as [
  NotificationEventCode,
  ...NotificationEventCode[],
];

export function notificationEvent(code: string): NotificationEventDef | undefined {
  return NOTIFICATION_EVENTS.find((e) => e.code === code);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** The placeholders of a text that the event does not know (a template using them is refused). */
export function unknownPlaceholders(text: string, known: Iterable<string>): string[] {
  const allowed = new Set(known);
  return placeholdersOf(text).filter((name) => !allowed.has(name));
}

/** Fills `{{name}}` placeholders from the data; a missing value renders as an empty string. */
export function renderTemplate(text: string, data: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => data[name] ?? '');
}

/** The channels a template can be written for (every event has all three). */
export const TEMPLATE_CHANNELS: readonly NotificationChannel[] = ['EMAIL', 'SMS', 'WHATSAPP'];

/** The attempts a send makes before it is FAILED, and the wait before attempt n + 1 (doubling). */
export const NOTIFICATION_MAX_ATTEMPTS = 4;
export function notificationRetryDelayMs(attempt: number, baseMs = 30_000): number {
  return Math.min(6 * 60 * 60_000, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Net promoter score: % promoters (9–10) − % detractors (0–6), rounded to one decimal; null with no answers. */
export function npsScore(scores: readonly number[]): {
  score: number | null;
  promoters: number;
  passives: number;
  detractors: number;
  responses: number;
} {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const responses = scores.length;
  const passives = responses - promoters - detractors;
  const score = responses === 0 ? null : Math.round(((promoters - detractors) / responses) * 1000) / 10;
  return { score, promoters, passives, detractors, responses };
}
