import * as domain from '@dom/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Validation and file messages come from @dom/domain in the spec's English words. Each fixed
 * message `FOO_MESSAGE` is translated under `domainMessages.FOO_MESSAGE`; messages built by a
 * function (`tooManyFilesMessage(5)`) are recognised from their template and translated under
 * `domainMessages.<functionName>` with the arguments as {{p0}}, {{p1}}…
 */
const FIXED_KEYS = new Map<string, string>(
  Object.entries(domain as Record<string, unknown>)
    .filter((entry): entry is [string, string] => entry[0].endsWith('_MESSAGE') && typeof entry[1] === 'string')
    .map(([name, text]) => [text, `domainMessages.${name}`]),
);

/** The domain's message builders and how many arguments each takes. */
export const MESSAGE_BUILDERS = {
  tooManyFilesMessage: 1,
  fileTooLargeMessage: 2,
  someFilesTooLargeMessage: 1,
  rangeRequiredMessage: 1,
  rangeNegativeMessage: 1,
  rangeAboveMaxMessage: 2,
} as const;

const SENTINEL = (index: number) => `\u0000${index}\u0000`;

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
  for (const [name, arity] of Object.entries(MESSAGE_BUILDERS)) {
    const build = (domain as Record<string, unknown>)[name];
    if (typeof build !== 'function') continue;
    const sentinels = Array.from({ length: arity }, (_, i) => SENTINEL(i));
    const text = String((build as (...args: string[]) => unknown)(...sentinels));
    const order: number[] = [];
    const source = escapeRegExp(text).replace(/\\?\u0000(\d+)\\?\u0000/g, (_m, index: string) => {
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
  const fixed = FIXED_KEYS.get(message);
  if (fixed) return t(fixed);
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.order.forEach((argIndex, group) => {
      params[`p${argIndex}`] = match[group + 1] ?? '';
    });
    return t(template.key, params);
  }
  return t(message, { defaultValue: message });
}

export function useMessageText(): (message: string | null | undefined) => string {
  const { t } = useTranslation();
  return (message) => messageText(t, message);
}
