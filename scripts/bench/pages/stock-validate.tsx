/** Whole-step validation on the stock stack: @rjsf/validator-ajv8 compiling at run time. */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validator-options';
import step from '#bench-data/step.json';
import { timeValidation } from './time-validation';

const validator = customizeValidator(validatorOptions as never);
timeValidation((data) => validator.validateFormData(data as never, step.schema as never), step.formData);
