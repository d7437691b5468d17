import {
  ADHOC_LIMIT_MESSAGES,
  APPROVAL_MESSAGES,
  BUYER_CREDIT_DAYS_MESSAGE,
  CIN_MESSAGE,
  COMMENT_SPECIAL_CHARACTERS_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  CREDIT_DAYS_MISMATCH_MESSAGE,
  CREDIT_LEAD_MESSAGES,
  CREDIT_DAYS_WHOLE_MESSAGE,
  EMAIL_MESSAGE,
  FINANCIAL_PERIOD_MESSAGE,
  FUTURE_TIME_MESSAGE,
  GSTIN_MESSAGE,
  IFSC_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FORMATS_MESSAGE,
  LLPIN_MESSAGE,
  MOBILE_MESSAGE,
  MONEY_INPUT_MESSAGES,
  NAME_MESSAGE,
  NUMBER_INPUT_DECIMALS_MESSAGE,
  NUMBER_INPUT_INVALID_MESSAGE,
  NUMBER_INPUT_NEGATIVE_MESSAGE,
  PAISE_WIRE_MESSAGE,
  PAN_MESSAGE,
  PERCENT_INVALID_MESSAGE,
  PHONE_MESSAGE,
  PIN_CODE_MESSAGE,
  PIN_STATE_MESSAGE,
  PREFERRED_PAYMENT_DAYS_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  RUPEES_DECIMALS_MESSAGE,
  RUPEES_EMPTY_MESSAGE,
  RUPEES_INVALID_MESSAGE,
  SELLER_CREDIT_DAYS_MESSAGE,
  SELLER_PRICE_VALIDITY_MESSAGES,
  START_AFTER_END_MESSAGE,
  SURVEY_LINK_MESSAGES,
  UPLOAD_LINK_MESSAGES,
  URL_MESSAGE,
  VEHICLE_NUMBER_MESSAGE,
  WEBSITE_MESSAGE,
  WHOLE_QUANTITY_MESSAGE,
  fileTooLargeMessage,
  rangeAboveMaxMessage,
  rangeNegativeMessage,
  rangeRequiredMessage,
  someFilesTooLargeMessage,
  tooManyFilesMessage,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Validation and file messages come from @dom/domain in the spec's English words. Each fixed
 * message `FOO_MESSAGE` is translated under `domainMessages.FOO_MESSAGE`; messages built by a
 * function (`tooManyFilesMessage(5)`) are recognised from their template and translated under
 * `domainMessages.<functionName>` with the arguments as {{p0}}, {{p1}}… The lists are written out
 * (a test checks them against the domain) so the bundle keeps only these constants.
 */
export const DOMAIN_MESSAGES: Readonly<Record<string, string>> = {
  BUYER_CREDIT_DAYS_MESSAGE,
  CIN_MESSAGE,
  COMMENT_SPECIAL_CHARACTERS_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  CREDIT_DAYS_MISMATCH_MESSAGE,
  CREDIT_DAYS_WHOLE_MESSAGE,
  EMAIL_MESSAGE,
  FINANCIAL_PERIOD_MESSAGE,
  FUTURE_TIME_MESSAGE,
  GSTIN_MESSAGE,
  IFSC_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FORMATS_MESSAGE,
  LLPIN_MESSAGE,
  MOBILE_MESSAGE,
  NAME_MESSAGE,
  NUMBER_INPUT_DECIMALS_MESSAGE,
  NUMBER_INPUT_INVALID_MESSAGE,
  NUMBER_INPUT_NEGATIVE_MESSAGE,
  PAISE_WIRE_MESSAGE,
  PAN_MESSAGE,
  PERCENT_INVALID_MESSAGE,
  PHONE_MESSAGE,
  PIN_CODE_MESSAGE,
  PIN_STATE_MESSAGE,
  PREFERRED_PAYMENT_DAYS_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  RUPEES_DECIMALS_MESSAGE,
  RUPEES_EMPTY_MESSAGE,
  RUPEES_INVALID_MESSAGE,
  SELLER_CREDIT_DAYS_MESSAGE,
  START_AFTER_END_MESSAGE,
  URL_MESSAGE,
  VEHICLE_NUMBER_MESSAGE,
  WEBSITE_MESSAGE,
  WHOLE_QUANTITY_MESSAGE,
};

/** The domain's message builders, each with its arity. */
export const MESSAGE_BUILDERS = {
  tooManyFilesMessage: [tooManyFilesMessage, 1],
  fileTooLargeMessage: [fileTooLargeMessage, 2],
  someFilesTooLargeMessage: [someFilesTooLargeMessage, 1],
  rangeRequiredMessage: [rangeRequiredMessage, 1],
  rangeNegativeMessage: [rangeNegativeMessage, 1],
  rangeAboveMaxMessage: [rangeAboveMaxMessage, 2],
} as const;

/**
 * The domain's groups of messages (`FOO_MESSAGES = { key: text | (args) => text }`), the words the
 * server answers with for an area: each entry is translated under `domainMessages.FOO_MESSAGES.key`,
 * a function's arguments as {{p0}}, {{p1}}… A test checks every group the domain exports is here,
 * or named with the reason it is translated elsewhere.
 */
export const DOMAIN_MESSAGE_GROUPS = {
  ADHOC_LIMIT_MESSAGES,
  APPROVAL_MESSAGES,
  CREDIT_LEAD_MESSAGES,
  MONEY_INPUT_MESSAGES,
  SELLER_PRICE_VALIDITY_MESSAGES,
  SURVEY_LINK_MESSAGES,
  UPLOAD_LINK_MESSAGES,
} as const;

type GroupEntry = string | ((...args: string[]) => string);
const groupEntries = (): [string, GroupEntry][] =>
  Object.entries(DOMAIN_MESSAGE_GROUPS).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, GroupEntry>).map(([name, entry]): [string, GroupEntry] => [
      `${group}.${name}`,
      entry,
    ]),
  );

const FIXED_KEYS = new Map<string, string>([
  ...groupEntries().flatMap(([name, entry]): [string, string][] =>
    typeof entry === 'string' ? [[entry, `domainMessages.${name}`]] : [],
  ),
  // A single message wins over a group entry of the same words.
  ...Object.entries(DOMAIN_MESSAGES).map(([name, text]): [string, string] => [
    text,
    `domainMessages.${name}`,
  ]),
]);

// Private-use characters never occur in real messages, so they mark the arguments unambiguously.
const SENTINEL = (index: number) => `\uE000${index}\uE000`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Template {
  key: string;
  pattern: RegExp;
  order: number[];
}

function buildTemplates(): Template[] {
  const templates: Template[] = [];
  const builders: [string, (...args: string[]) => string, number][] = [
    ...Object.entries(MESSAGE_BUILDERS).map(
      ([name, [build, arity]]): [string, (...args: string[]) => string, number] => [
        name,
        build as (...args: string[]) => string,
        arity,
      ],
    ),
    ...groupEntries().flatMap(([name, entry]): [string, (...args: string[]) => string, number][] =>
      typeof entry === 'function' ? [[name, entry, entry.length]] : [],
    ),
  ];
  for (const [name, build, arity] of builders) {
    const sentinels = Array.from({ length: arity }, (_, i) => SENTINEL(i));
    // The builders take numbers too; with sentinel text they show where each argument lands.
    const text = build(...sentinels);
    const order: number[] = [];
    const source = escapeRegExp(text).replace(/\uE000(\d+)\uE000/g, (_m, index: string) => {
      order.push(Number(index));
      return '(.+?)';
    });
    templates.push({ key: `domainMessages.${name}`, pattern: new RegExp(`^${source}$`, 's'), order });
  }
  return templates;
}

const TEMPLATES = buildTemplates();

/** The message in the interface language; i18n keys and domain messages both work, anything else passes through. */
export function messageText(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  // A domain message's English is the message itself: it shows until the English part that holds
  // `domainMessages` is registered (i18n.ts), so the entry need not carry a copy of these texts.
  const fixed = FIXED_KEYS.get(message);
  if (fixed) return t(fixed, { defaultValue: message });
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.order.forEach((argIndex, group) => {
      params[`p${argIndex}`] = match[group + 1] ?? '';
    });
    return t(template.key, { ...params, defaultValue: message });
  }
  return t(message, { defaultValue: message });
}

export function useMessageText(): (message: string | null | undefined) => string {
  const { t } = useTranslation();
  return (message) => messageText(t, message);
}
