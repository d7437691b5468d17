import { MODIFY_CONFIRMATIONS, POD_PRIMARY_DOCUMENTS_MESSAGE } from '@dom/contract';
import {
  BLOCKED_REASONS,
  CONSIGNMENT_BLOCK_MESSAGES,
  CONSIGNMENT_STATUSES,
  DISPATCH_CLARITIES,
  DOCUMENT_TYPES,
  EWAY_BILL_EXPIRY_FILTERS,
  ITEM_CONDITIONS,
  POD_DELIVERY_STATUSES,
  TRACKING_STATUSES,
  TRANSPORT_MODES,
} from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { english as en } from '../../test/english';

const words = en.consignments as unknown as Record<string, Record<string, string>>;
const statusLabels = en.statusLabels as Record<string, string>;

/** The English texts are the domain's own words: a typo here would show a label the spec does not have. */
describe('consignment words', () => {
  it('has every consignment and tracking status label of the domain', () => {
    for (const s of [...CONSIGNMENT_STATUSES, ...TRACKING_STATUSES])
      expect(statusLabels[s.label], s.value).toBe(s.label);
  });

  it('has the blocked reasons, their blocking messages and the block states’ messages', () => {
    for (const r of BLOCKED_REASONS) {
      expect(words.blockedReasons?.[r.value], r.value).toBe(r.label);
      expect(words.blockingMessages?.[r.value], r.value).toBe(r.message);
    }
    for (const [status, message] of Object.entries(CONSIGNMENT_BLOCK_MESSAGES))
      expect(words.blockingMessages?.[status], status).toBe(message);
  });

  it('has the option lists as the domain names them', () => {
    const lists = {
      conditions: ITEM_CONDITIONS,
      documentTypes: DOCUMENT_TYPES,
      transportModes: TRANSPORT_MODES,
      podStatuses: POD_DELIVERY_STATUSES,
      dispatchClarities: DISPATCH_CLARITIES,
    };
    for (const [group, list] of Object.entries(lists))
      for (const o of list) expect(words[group]?.[o.value], `${group}.${o.value}`).toBe(o.label);
    for (const f of EWAY_BILL_EXPIRY_FILTERS) expect(words.ewayBillExpiry?.[String(f.value)]).toBe(f.label);
  });

  it('asks the spec’s three modify questions and its POD document rule word for word', () => {
    for (const [key, question] of Object.entries(MODIFY_CONFIRMATIONS))
      expect(words.modify?.[key]).toBe(question);
    expect(words.validation?.primaryDocuments).toBe(POD_PRIMARY_DOCUMENTS_MESSAGE);
    // The documents tab is shared (components/documents-tab); the spec's wording is its own.
    expect((en.documentsTab as Record<string, string>).notAvailable).toBe('File not available to download');
  });
});
