import {
  ADMIN_MENU,
  SELLER_MENU,
  SELLER_SHORT_MENU,
  ENQUIRY_WIZARD_STEPS,
  UPLOAD_WIZARD_STEPS,
  ACCESS_REQUEST_STATUSES,
  APPROVAL_ITEM_STATUSES,
  APPROVAL_STATUSES,
  EXCEPTIONAL_APPROVAL_STATUSES,
  TASK_FAILURES,
} from '@dom/domain';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { findHardcodedStrings } from './hardcoded-strings';
import { ENGLISH_PARTS, english as en } from '../test/english';
import { createTestI18n } from '../test/i18n';
import { createI18n, mergeTrees, registerEnglish, type TranslationTree } from './i18n';
import { DOMAIN_MESSAGES, DOMAIN_MESSAGE_GROUPS, MESSAGE_BUILDERS, messageText } from './message-text';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[full] = value;
    else Object.assign(flat, flatten(value, full));
  }
  return flat;
}

/** A language's parts by name (`hi/<part>.json`), like English's (`en/<part>.json`). */
const partsOf = (files: Record<string, TranslationTree>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, tree]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), tree]),
  );
const PARTS = {
  hi: partsOf(import.meta.glob<TranslationTree>('./hi/*.json', { eager: true, import: 'default' })),
  mr: partsOf(import.meta.glob<TranslationTree>('./mr/*.json', { eager: true, import: 'default' })),
};
const hi = mergeTrees(...Object.values(PARTS.hi));
const mr = mergeTrees(...Object.values(PARTS.mr));
const languages = { en: flatten(en), hi: flatten(hi), mr: flatten(mr) };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;
const NATIVE_DIGITS = /[\u0966-\u096F]/;

describe('translations', () => {
  // English ships in parts (i18n.ts); Hindi and Marathi have the same parts, fetched whole. Every key of every part
  // must exist in both, so a page in Hindi or Marathi never falls back to English.
  it('splits English into parts that share no key', () => {
    const owners = new Map<string, string[]>();
    for (const [part, tree] of Object.entries(ENGLISH_PARTS)) {
      for (const key of Object.keys(flatten(tree))) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect(owners.size).toBe(Object.keys(languages.en).length);
  });

  it.each(['hi', 'mr'] as const)(
    '%s is split into the parts of English, each with its part’s keys',
    (language) => {
      // An area owns its three files (en/, hi/, mr/<area>.json): a key sits in the same part in each.
      expect(Object.keys(PARTS[language]).sort()).toEqual(Object.keys(ENGLISH_PARTS).sort());
      for (const [name, tree] of Object.entries(ENGLISH_PARTS)) {
        const part = PARTS[language][name] ?? {};
        expect(Object.keys(flatten(part)).sort(), `${language}/${name}.json`).toEqual(
          Object.keys(flatten(tree)).sort(),
        );
      }
    },
  );

  it.each(['hi', 'mr'] as const)('%s has exactly the keys of English', (language) => {
    const english = Object.keys(languages.en).sort();
    const other = Object.keys(languages[language]).sort();
    expect(
      english.filter((key) => !other.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      other.filter((key) => !english.includes(key)),
      'extra',
    ).toEqual([]);
  });

  it.each(['hi', 'mr'] as const)('%s keeps every placeholder of English', (language) => {
    for (const [key, text] of Object.entries(languages.en)) {
      expect(placeholders(languages[language][key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it.each(['hi', 'mr'] as const)('%s is written in Devanagari with Latin digits', (language) => {
    // Names and codes that stay as they are in every language.
    const sameEverywhere = new Set(['shell.productShortName', 'login.tabs.otp']);
    for (const [key, text] of Object.entries(languages[language])) {
      expect(NATIVE_DIGITS.test(text), `${key} uses Devanagari digits`).toBe(false);
      const englishWords = (languages.en[key] ?? '').replace(/\{\{\w+\}\}/g, '');
      if (sameEverywhere.has(key) || !/[A-Za-z]{3}/.test(englishWords)) continue;
      expect(DEVANAGARI.test(text), `${key} is not translated: ${text}`).toBe(true);
    }
  });

  it('has no empty text', () => {
    for (const [language, flat] of Object.entries(languages)) {
      for (const [key, text] of Object.entries(flat)) expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });
});

describe('domain words', () => {
  const menus = [ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU];

  it('translates every menu group and entry, in English with the domain label', () => {
    for (const menu of menus) {
      for (const group of menu) {
        expect(languages.en[group.labelKey], group.labelKey).toBe(group.label);
        for (const entry of group.entries)
          expect(languages.en[entry.labelKey], entry.labelKey).toBe(entry.label);
      }
    }
  });

  it('translates every date preset and wizard step as the domain names them', () => {
    for (const preset of domain.DATE_RANGE_PRESETS)
      expect(languages.en[`datePresets.${preset.value}`]).toBe(preset.label);
    for (const step of [...ENQUIRY_WIZARD_STEPS, ...UPLOAD_WIZARD_STEPS]) {
      expect(languages.en[`wizardSteps.${step.value}`]).toBe(step.label);
    }
  });

  it('translates the shared status labels', () => {
    for (const status of [
      ...APPROVAL_STATUSES,
      ...APPROVAL_ITEM_STATUSES,
      ...ACCESS_REQUEST_STATUSES,
      ...EXCEPTIONAL_APPROVAL_STATUSES,
      // An upload's failure label (the wizard and the import files show it by its label).
      ...TASK_FAILURES,
    ]) {
      expect(languages.en[`statusLabels.${status.label}`], status.label).toBe(status.label);
    }
  });

  it('knows and translates every fixed domain message, English word for word', () => {
    const messages = Object.entries(domain).filter(
      ([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string',
    );
    expect(messages.length).toBeGreaterThan(10);
    for (const [name, text] of messages) {
      expect(DOMAIN_MESSAGES[name], `${name} is missing from DOMAIN_MESSAGES`).toBe(text);
      expect(languages.en[`domainMessages.${name}`], name).toBe(text);
    }
  });

  it('knows every group of domain messages, English word for word, and reads back their builders', () => {
    // Groups translated where they are shown rather than from a server answer.
    const elsewhere: Record<string, string> = {
      CONSIGNMENT_BLOCK_MESSAGES: 'status words of a blocked consignment (consignment-status.tsx)',
      MATCH_REFUSAL_MESSAGES: 'the settle dialog’s own refusals (credit.settlement.refusals)',
    };
    const groups = Object.entries(domain).filter(
      ([name, value]) => name.endsWith('_MESSAGES') && typeof value === 'object' && value !== null,
    );
    expect(groups.length).toBeGreaterThanOrEqual(9);
    for (const [name, entries] of groups) {
      if (name in elsewhere) continue;
      expect((DOMAIN_MESSAGE_GROUPS as Record<string, unknown>)[name], `${name} is missing`).toBe(entries);
      for (const [key, entry] of Object.entries(entries as Record<string, unknown>)) {
        const english = languages.en[`domainMessages.${name}.${key}`];
        if (typeof entry === 'string') expect(english, `${name}.${key}`).toBe(entry);
        else expect(english, `${name}.${key}`).toContain('{{p0}}');
      }
    }
    const { t } = createTestI18n('hi');
    expect(messageText(t, domain.UPLOAD_LINK_MESSAGES.used)).toBe(
      languages.hi['domainMessages.UPLOAD_LINK_MESSAGES.used'],
    );
    expect(messageText(t, domain.MONEY_INPUT_MESSAGES.ceiling)).toBe('राशि ₹1,000 करोड़ से अधिक नहीं हो सकती');
    const frozen = messageText(t, domain.APPROVAL_MESSAGES.frozen('Ad-hoc limit AL-7', 'AP-12'));
    expect(frozen).toBe(
      'Ad-hoc limit AL-7 स्वीकृति की प्रतीक्षा में है (AP-12): निर्णय होने या वापस लिए जाने तक इसे बदला नहीं जा सकता।',
    );
  });

  it('reads back the messages of the domain builders it knows', () => {
    for (const [name, [build]] of Object.entries(MESSAGE_BUILDERS)) {
      expect((domain as Record<string, unknown>)[name], name).toBe(build);
    }
    const { t } = createTestI18n('hi');
    expect(messageText(t, domain.tooManyFilesMessage(5))).toBe('आप अधिकतम 5 फ़ाइलें ही चुन सकते हैं।');
    expect(messageText(t, domain.fileTooLargeMessage('po.final.pdf', 5))).toContain('po.final.pdf');
    expect(messageText(t, domain.PHONE_MESSAGE)).toBe(languages.hi['domainMessages.PHONE_MESSAGE']);
    expect(messageText(t, 'validation.required')).toBe(languages.hi['validation.required']);
    expect(messageText(t, 'Some server text')).toBe('Some server text');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('hard-coded text', () => {
  it('finds words that bypass i18n', () => {
    const sample = `
      const a = <Button title="Save order">Save order</Button>;
      const b = <p>{'Loading orders'}</p>;
      const c = { label: 'Orders' };
      const ok = <p aria-hidden>{t('orders.title')} {count} – {'+'}{n}</p>;
    `;
    expect(findHardcodedStrings('sample.tsx', sample).map((f) => f.text)).toEqual([
      'title=Save order',
      'Save order',
      'Loading orders',
      'label: Orders',
    ]);
  });

  it('reads a .ts file as TypeScript: a generic arrow is not an element', () => {
    const source = `const once = <R>(name: string, queryFn: () => Promise<R>) => queryFn();`;
    expect(findHardcodedStrings('loader.ts', source)).toEqual([]);
    expect(findHardcodedStrings('page.tsx', 'const a = <p>Save order</p>;').map((f) => f.text)).toEqual([
      'Save order',
    ]);
  });

  it('is absent from the app: every UI string goes through i18n', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders = sourceFiles(root).flatMap((file) =>
      findHardcodedStrings(file, readFileSync(file, 'utf8')).map(
        (f) => `${path.relative(root, file)}:${f.line} ${f.text}`,
      ),
    );
    expect(offenders).toEqual([]);
    // Parses every source file of the app (about 6 s on a loaded 2-core runner): not a speed test.
  }, 60_000);
});

describe('English parts', () => {
  const part = { registrationCheck: { greeting: 'Hello', farewell: 'Goodbye' } };

  it('reach the instances made before and after their registration, once', () => {
    const before = createI18n('en');
    expect(before.exists('registrationCheck.greeting')).toBe(false);
    registerEnglish('registration-check', part);
    expect(before.t('registrationCheck.greeting')).toBe('Hello');
    registerEnglish('registration-check', { registrationCheck: { greeting: 'Changed' } });
    expect(before.t('registrationCheck.greeting')).toBe('Hello');
    const after = createI18n('hi');
    // English stays the fallback for a language that lacks a key.
    expect(after.t('registrationCheck.farewell')).toBe('Goodbye');
  });

  it('are imported by every file that names one of their keys', () => {
    // An area's part (en/<part>.json, registered by parts/<part>.ts) reaches the app when a chunk
    // that imports it loads. A file naming a key of the part imports it, so the key is there before
    // anything from that file renders — whichever route brought the file in.
    const shell = new Set(['core', 'sign-in', 'app']);
    const partOf = new Map<string, string>();
    for (const [name, tree] of Object.entries(ENGLISH_PARTS)) {
      if (!shell.has(name)) for (const namespace of Object.keys(tree)) partOf.set(namespace, name);
    }
    expect(partOf.size).toBeGreaterThan(0);
    const key = new RegExp(`['"\`](${[...partOf.keys()].join('|')})\\.[A-Za-z$]`, 'g');
    const root = path.resolve(import.meta.dirname, '..');
    const missing = sourceFiles(root)
      .filter((file) => !file.startsWith(path.join(root, 'i18n') + path.sep))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const needed = new Set([...text.matchAll(key)].map((m) => partOf.get(m[1] ?? '') ?? ''));
        return [...needed]
          .filter((name) => !new RegExp(`^import '(\\.\\./)+i18n/parts/${name}';$`, 'm').test(text))
          .map((name) => `${path.relative(root, file)} needs i18n/parts/${name}`);
      });
    expect(missing).toEqual([]);
    // The part a file imports is there in every language: its Hindi and Marathi beside its English.
    const registered = readdirSync(path.join(root, 'i18n', 'parts')).map((file) => file.replace(/\.ts$/, ''));
    expect(registered.length).toBeGreaterThan(0);
    for (const language of ['hi', 'mr'] as const)
      expect(
        registered.filter((name) => !(name in PARTS[language])),
        language,
      ).toEqual([]);
  });

  it('leave the shipped English whole for the app', () => {
    const instance = createTestI18n('en');
    for (const [key, text] of Object.entries(languages.en)) {
      expect(instance.getResource('en', 'translation', key), key).toBe(text);
    }
  });
});
