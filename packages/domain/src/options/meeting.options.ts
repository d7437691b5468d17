import type { Option } from './option';

export const MEETING_CANCEL_REASONS = [
  { value: 'BUYER_REQUEST', label: 'Buyer request' },
  { value: 'PROJECT_NO_LONGER_VIABLE', label: 'Project no longer viable' },
  { value: 'BUYER_FOUND_ANOTHER_SUPPLIER', label: 'Buyer found another supplier' },
  { value: 'BUDGET_CONSTRAINTS', label: 'Budget constraints' },
  { value: 'CHANGE_IN_BUYER_PRIORITIES', label: "Change in buyer's priorities" },
  { value: 'DUPLICATE_MEETING', label: 'Duplicate meeting' },
  { value: 'BUYER_UNREACHABLE', label: 'Buyer unreachable' },
  { value: 'OWN_SCHEDULING_CONFLICT', label: 'Own scheduling conflict' },
  { value: 'EMERGENCY', label: 'Emergency' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option[];
export type MeetingCancelReason = (typeof MEETING_CANCEL_REASONS)[number]['value'];
