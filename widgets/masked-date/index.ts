/** The date box for screens outside a form (the payment option screen's start date). */
export { DateInput, type DateInputProps } from './masked-date';
