/**
 * The definitions the quote form's steps and the buying screens' forms share (schemas/definitions/),
 * by the name a $ref uses. Kept apart from the quote form's steps, so a buying screen's form takes
 * the definitions without the five steps.
 */
import additionalDriver from '#schemas/definitions/additional-driver.schema.json';
import address from '#schemas/definitions/address.schema.json';
import amount from '#schemas/definitions/amount.schema.json';
import claim from '#schemas/definitions/claim.schema.json';
import conviction from '#schemas/definitions/conviction.schema.json';
import driverHistory from '#schemas/definitions/driver-history.schema.json';
import driverPersonal from '#schemas/definitions/driver-personal.schema.json';
import medicalCondition from '#schemas/definitions/medical-condition.schema.json';
import mileage from '#schemas/definitions/mileage.schema.json';
import repeater from '#schemas/definitions/repeater.schema.json';
import securityItem from '#schemas/definitions/security-item.schema.json';
import { buyingFormDefinitions } from './buying-definitions';

export const quoteFormDefinitions = {
  ...buyingFormDefinitions,
  'additional-driver': additionalDriver,
  address,
  amount,
  claim,
  conviction,
  'driver-history': driverHistory,
  'driver-personal': driverPersonal,
  'medical-condition': medicalCondition,
  mileage,
  repeater,
  'security-item': securityItem,
};
