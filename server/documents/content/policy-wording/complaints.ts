import type { DocSection } from '#server/documents/blocks.ts';

export const complaintsSection: DocSection = {
  heading: 'Making a complaint',
  blocks: [
    'We want to give you a good service. If you are unhappy with your policy, a claim or the way you have been treated, please tell us so we can put it right.',
    {
      ordered: [
        'About the sale or administration of your policy: call {business} on {phone}, or write to them at the address on your schedule.',
        'About a claim or what this policy covers: contact {insurer} using the claims number on your schedule.',
      ],
    },
    'We will acknowledge your complaint within 5 working days and try to resolve it within 4 weeks. If we cannot, we will tell you why and when we expect to reply. We will give you our final response within 8 weeks.',
    { subheading: 'The Financial Ombudsman Service' },
    'If you are not happy with our final response, or we have not given one within 8 weeks, you can ask the Financial Ombudsman Service to review your complaint, free of charge. You must contact them within 6 months of our final response. Using the ombudsman does not affect your right to take legal action.',
    {
      terms: [
        ['Address', 'Financial Ombudsman Service, Exchange Tower, London E14 9SR'],
        ['Phone', '0800 023 4567 (free from mobiles and landlines) or 0300 123 9123'],
        ['Email', 'complaint.info@financial-ombudsman.org.uk'],
        ['Website', 'www.financial-ombudsman.org.uk'],
      ],
    },
  ],
};

export const fscsSection: DocSection = {
  heading: 'Financial Services Compensation Scheme (FSCS)',
  blocks: [
    'We are covered by the Financial Services Compensation Scheme. If we cannot meet our obligations, you may be entitled to compensation from the scheme.',
    'Compulsory insurance, such as third party motor insurance, is protected in full (100% of the claim, without any upper limit). For other types of insurance, the scheme covers 90% of the claim, without any upper limit.',
    'More information is available from the FSCS at www.fscs.org.uk or on 0800 678 1100.',
  ],
};

export const dataSection: DocSection = {
  heading: 'How we use your information',
  blocks: [
    'We, and {business}, use the information you give us to quote for, arrange and administer your insurance, handle claims, and prevent and detect fraud and financial crime. We process it because we need it to enter into and perform the contract of insurance, to meet our legal obligations, and, for information about criminal offences and health, because it is needed for insurance purposes under the Data Protection Act 2018.',
    'To do this we share information with other insurers, reinsurers, credit providers and the claims and fraud databases used by the insurance industry, including the Claims and Underwriting Exchange (CUE) and the Motor Insurance Anti-Fraud and Theft Register. Details of your policy are added to the Motor Insurance Database (MID), which the police and the DVLA use to check that vehicles are insured. If you are involved in an accident, other insurers and people making claims may search the MID to get the information they need.',
    'We may check your details with the DVLA using your driving licence number, and with credit reference agencies to confirm your identity and, if you pay monthly, to assess the credit agreement. These searches may appear on your credit file.',
    'We keep your information only as long as we need it for these purposes. You have the right to see the information we hold about you, to ask us to correct it, and in some cases to ask us to delete it or stop using it. For details, or to make a request, call {business} on {phone}. You can also complain to the Information Commissioner’s Office at ico.org.uk.',
    'Marketing: we will only contact you about other products and offers in the ways you agreed to, and you can change your mind at any time.',
  ],
};
