import { z } from 'zod';
import {
  CommunicationPreferenceSchema,
  ContactChannelSchema,
  ContactRoleSchema,
  EmailSchema,
  PersonNameSchema,
  PhoneSchema,
  PlainTextSchema,
} from './party-common';

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), PlainTextSchema(max).nullable().optional());

/** One contact as the forms send it; `contactId` names an existing contact to change. */
export const ContactInputSchema = z
  .object({
    contactId: z.uuid('Not a valid id').optional(),
    name: PersonNameSchema,
    email: z.preprocess((v) => (v === '' ? null : v), EmailSchema.nullable().optional()),
    phoneNumber: PhoneSchema,
    designation: optionalText(80),
    department: optionalText(80),
    roles: z.array(ContactRoleSchema).min(1, 'Choose at least one role').max(9),
    channels: z.array(ContactChannelSchema).max(3).default([]),
    communicationPreferences: z.array(CommunicationPreferenceSchema).max(3).default([]),
    isPrimary: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    // Mail cannot reach a contact without an address: the Email channel or preference needs one.
    if (!c.email && (c.channels.includes('EMAIL') || c.communicationPreferences.includes('email')))
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Email is needed to reach this contact by email',
      });
  });
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const BuyerContactSchema = z.object({
  contactId: z.string(),
  buyerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  roles: z.array(z.string()),
  channels: z.array(z.string()),
  communicationPreferences: z.array(z.string()),
  isPrimary: z.boolean(),
  updatedAt: z.string(),
});
export type BuyerContact = z.infer<typeof BuyerContactSchema>;

export const BuyerIdQuerySchema = z.object({ buyerId: z.uuid('Not a valid id') });

export const BuyerContactListSchema = z.object({
  buyerId: z.string(),
  contacts: z.array(BuyerContactSchema),
});
export type BuyerContactList = z.infer<typeof BuyerContactListSchema>;

/** PUT credit/buyer/contact: change one existing contact. */
export const SaveContactSchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  contact: ContactInputSchema.refine((c) => c.contactId !== undefined, {
    message: 'Required',
    path: ['contactId'],
  }),
});
export type SaveContact = z.infer<typeof SaveContactSchema>;

/** POST credit/buyer/contact: each contact updates the one with its id or phone number, else is added. */
export const UpsertContactsSchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  contacts: z.array(ContactInputSchema).min(1).max(50),
});
export type UpsertContacts = z.infer<typeof UpsertContactsSchema>;

/** POST credit/buyer/contact/create: a new contact. */
export const CreateContactSchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  contact: ContactInputSchema.refine((c) => c.contactId === undefined, {
    message: 'A new contact has no id',
    path: ['contactId'],
  }),
});
export type CreateContact = z.infer<typeof CreateContactSchema>;
