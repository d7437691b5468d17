import type { Option } from './option';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
  { value: 'mr', label: 'मराठी' },
] as const satisfies readonly Option[];
export type Language = (typeof LANGUAGES)[number]['value'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const ENQUIRY_WIZARD_STEPS = [
  { value: 'ENQUIRY', label: 'Enquiry' },
  { value: 'RESPONSE', label: 'Response' },
  { value: 'CONFIRM', label: 'Confirm' },
] as const satisfies readonly Option[];

export const UPLOAD_WIZARD_STEPS = [
  { value: 'UPLOAD', label: 'Upload' },
  { value: 'EXTRACTING', label: 'Extracting' },
  { value: 'COMPLETED', label: 'Completed' },
] as const satisfies readonly Option[];

export const LOGIN_METHODS = [
  { value: 'PASSWORD', label: 'Username and password' },
  { value: 'EMPLOYEE', label: 'Employee login' },
  { value: 'CORPORATE_ID', label: 'Corporate ID' },
  { value: 'SSO', label: 'Single sign-on' },
  { value: 'OTP', label: 'OTP' },
] as const satisfies readonly Option[];
export type LoginMethod = (typeof LOGIN_METHODS)[number]['value'];

export const SSO_SCOPES = ['email', 'openid', 'phone', 'profile'] as const;
