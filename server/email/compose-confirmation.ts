import { isoToDisplay, todayIso } from '#domain/dates.ts';
import { COOLING_OFF_DAYS, SUPPORT_PHONE } from '#domain/limits.ts';
import { formatPence } from '#domain/money.ts';
import { renderHtml, renderText, type EmailContent } from './confirmation-body';
import type { EmailMessage } from './outbox-types';

/** A document to attach: a complete HTML page (see confirmationDocuments). */
export interface ConfirmationDocument {
  title: string;
  /** The attachment's file name, e.g. "policy-wording.html". */
  filename: string;
  html: string;
}

interface ConfirmationFacts {
  /** The quote reference. */
  reference: string;
  policy_number: string;
  /** The customer's email address (risk.contact_details.email). */
  email: string;
  forename: string;
  /** YYYY-MM-DD. */
  cover_start_date: string;
  /** YYYY-MM-DD. */
  cover_end_date: string;
  registration: string;
  /** Make, model and derivative as the customer would recognise it. */
  vehicle_description: string;
  /** The level of cover by name ("Comprehensive"). */
  cover_name: string;
  insurer_name: string;
  documents: ConfirmationDocument[];
  /** Today in the UK, YYYY-MM-DD, to say cover starting today starts at once; defaults to the clock. */
  today?: string;
}

/** Paid in full by card. */
interface AnnualPayment {
  is_pay_monthly: false;
  annual_total_pence: number;
}

/** A deposit by card, then instalments by Direct Debit. */
interface MonthlyPayment {
  is_pay_monthly: true;
  deposit_pence: number;
  instalment_count: number;
  instalment_pence: number;
  total_payable_pence: number;
}

/** What the confirmation is built from: the purchased quote's facts, money in integer pence. */
export type ConfirmationInput = ConfirmationFacts & (AnnualPayment | MonthlyPayment);

const MESSAGE_ID_DOMAIN = 'vanquote.example';

/**
 * The Message-ID of a policy's confirmation: the same for every attempt and every resend, so a
 * duplicate delivered after a crash is recognisable (and collapsed by clients that do so).
 */
export function confirmationMessageId(policyNumber: string): string {
  return `<policy-${policyNumber.replace(/[^A-Za-z0-9.-]/g, '-')}@${MESSAGE_ID_DOMAIN}>`;
}

function startText(input: ConfirmationInput): string {
  const date = isoToDisplay(input.cover_start_date);
  const today = input.today ?? todayIso();
  return input.cover_start_date === today ? `Immediately (today, ${date})` : `00:01 on ${date}`;
}

function paymentRows(input: ConfirmationInput): [string, string][] {
  if (!input.is_pay_monthly) return [['Premium', `${formatPence(input.annual_total_pence)}, paid in full`]];
  return [
    [
      'Payment plan',
      `Deposit of ${formatPence(input.deposit_pence)}, then ${input.instalment_count} monthly ` +
        `instalments of ${formatPence(input.instalment_pence)} by Direct Debit`,
    ],
    ['Total payable', formatPence(input.total_payable_pence)],
  ];
}

function content(input: ConfirmationInput): EmailContent {
  const vehicle = [input.vehicle_description.trim(), input.registration.trim()].filter(Boolean);
  return {
    title: "Good news, you're covered",
    greeting: `Hello ${input.forename.trim() || 'there'},`,
    intro: [
      `Thank you for insuring your van with us. Your policy reference is ${input.policy_number}.`,
      'Here is a summary of your cover. Please check it, and call us straight away if anything is wrong.',
    ],
    schedule: [
      ['Policy number', input.policy_number],
      ['Quote reference', input.reference],
      ['Cover', input.cover_name],
      ['Vehicle', vehicle.length === 2 ? `${vehicle[0]} (${vehicle[1]})` : (vehicle[0] ?? '')],
      ['Insurer', input.insurer_name],
      ['Cover starts', startText(input)],
      ['Cover ends', isoToDisplay(input.cover_end_date)],
      ...paymentRows(input),
    ],
    documentsIntro:
      'Your policy documents are attached as web pages: open them in any browser to read, save or print. ' +
      'Please keep them somewhere safe.',
    documents: input.documents.map((d) => d.title),
    coolingOff:
      `If you change your mind, you can cancel within ${COOLING_OFF_DAYS} days of the day you receive ` +
      'your documents, or the day your cover starts if that is later, with no cancellation fee. ' +
      'The insurer keeps a proportionate charge for any days you were covered.',
    support: `Questions? Call us on ${SUPPORT_PHONE} and give your policy reference.`,
    supportPhone: SUPPORT_PHONE,
  };
}

/**
 * The policy confirmation promised on Complete (SPEC.md 2.13): a friendly plain-text and HTML email
 * with the policy reference, the schedule, the cooling-off note and the support line, and the
 * documents attached as HTML files. Every customer value is HTML-escaped in the HTML part.
 */
export function composeConfirmation(input: ConfirmationInput): EmailMessage {
  const body = content(input);
  return {
    to: input.email.trim(),
    subject: `Good news, you're covered: policy ${input.policy_number}`,
    text: renderText(body),
    html: renderHtml(body),
    attachments: input.documents.map((d) => ({
      filename: d.filename,
      content: d.html,
      contentType: 'text/html; charset=utf-8',
    })),
    message_id: confirmationMessageId(input.policy_number),
  };
}
