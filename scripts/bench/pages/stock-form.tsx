/**
 * The stock stack (npm run bench): @rjsf/core's Form with its default templates and widgets and
 * @rjsf/validator-ajv8 compiling at run time, rendering the largest step with the same schema,
 * questions and answers as the app (a reference list's options as `oneOf`, as stock RJSF shows a
 * list: decision 054). Only our own widget names are taken out of the UI schema (stock
 * RJSF has no such widgets); the rule keywords are the app's, so both validate the same rules.
 */
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { validatorOptions } from './validator-options';
import step from '#bench-data/step.json';

const validator = customizeValidator(validatorOptions as never);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Form schema={step.listedSchema} uiSchema={step.uiSchema} formData={step.formData} validator={validator} />,
);
