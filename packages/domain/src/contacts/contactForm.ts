import * as v from 'valibot';
import { CONTACT_FIELD_MAX_LENGTH, contactImportRowSchema } from '../importExport/contactImport.ts';
import { idSchema } from '../inbox/inputSchemas.ts';
import { searchQuerySchema } from '../inbox/search.ts';
import { messageKeys } from '../messages.ts';

/* Writing contacts: the form's fields, the duplicate check and a merge (POST/PUT customers). */

/**
 * A contact's fields as the new-contact and edit forms (and POST/PUT customers) take them: the same
 * rules as a row of the contacts import (last name required; email or phone, each valid; every value
 * trimmed and within its length).
 */
export const contactFormSchema = contactImportRowSchema;
export type ContactFormValues = v.InferInput<typeof contactFormSchema>;

/** Contacts a duplicate check answers at most. */
export const CONTACT_DUPLICATES_MAX = 5;

/**
 * What a duplicate check compares (POST customers/duplicates): the email, the phone number's digits
 * and the full name of a contact being written, leaving out the contact itself when it is edited.
 */
/** A value to compare, at most four times its field's length (it is trimmed and normalised after). */
const probe = (field: 'firstName' | 'lastName' | 'email' | 'phone') =>
  v.optional(
    v.pipe(
      v.string(messageKeys.general),
      v.maxLength(CONTACT_FIELD_MAX_LENGTH[field] * 4, messageKeys.general),
    ),
    '',
  );

export const contactDuplicatesQuerySchema = v.object({
  firstName: probe('firstName'),
  lastName: probe('lastName'),
  email: probe('email'),
  phone: probe('phone'),
  excludeId: v.optional(idSchema),
});
export type ContactDuplicatesQuery = v.InferOutput<typeof contactDuplicatesQuerySchema>;

/** Merging a contact into another (POST customers/{id}/merge): the duplicate that goes away. */
export const contactMergeInputSchema = v.object({ duplicateId: idSchema });

/** Contacts a pick-a-contact search answers at most. */
export const CONTACT_SEARCH_MAX = 10;

/** A pick-a-contact search (POST customers/search): 2 to 100 characters, as the inbox search takes. */
export const contactSearchQuerySchema = v.object({ q: searchQuerySchema.entries.q });
