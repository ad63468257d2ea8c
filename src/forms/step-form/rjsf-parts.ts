/**
 * The parts of @rjsf/core the forms use, imported one by one. @rjsf/core's Form builds its registry
 * from every field, template and widget it has (layout grids, multi-schema choices, file, colour and
 * range widgets, markdown descriptions); ours renders only these, and our theme and widget registry
 * replace the rest. A question whose UI schema names a built-in widget (BUILT_IN_WIDGETS) finds it here.
 * ArrayField is fetched with the forms that have repeaters (array-field.tsx).
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import DescriptionFieldTemplate from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import TitleFieldTemplate from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedFieldTemplate from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import { ArrayField } from './array-field';
import { StableObjectField } from './object-field';
import { QuestionField } from './question-field';

export const baseFields: RegistryFieldsType = {
  ArrayField,
  BooleanField,
  FallbackField,
  NullField,
  NumberField,
  ObjectField: StableObjectField,
  // A question straight to its widget; RJSF's SchemaField for the rest (question-field.tsx).
  SchemaField: QuestionField,
  StringField,
} as RegistryFieldsType;

export const baseTemplates: Partial<TemplatesType> = {
  ButtonTemplates: ButtonTemplates(),
  BaseInputTemplate,
  DescriptionFieldTemplate,
  FallbackFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  TitleFieldTemplate,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
} as Partial<TemplatesType>;

export const baseWidgets: RegistryWidgetsType = {
  EmailWidget,
  HiddenWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  TextWidget,
} as RegistryWidgetsType;
