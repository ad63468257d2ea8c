import type { TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-field-template';
import { BaseInputTemplate } from './base-input-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';

/** The one RJSF theme of the quote form: our field, object, array and text box templates; no error list. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
};
