/** Whole-step validation as the app runs it on Continue: the step's precompiled validators. */
import { loadStepValidation } from '#step-validators';
import step from '#bench-data/step.json';
import { timeValidation } from './time-validation';

const validation = await loadStepValidation('4-additional-drivers');
timeValidation((data) => validation.validate(data), step.formData);
