import type { DocSection } from '#server/documents/blocks.ts';

export const aboutThisPolicy: DocSection = {
  heading: 'About this policy',
  blocks: [
    'This policy is a contract between you and us, {insurer}. It is made up of this policy wording, your schedule, your certificate of motor insurance, any endorsements we apply, and the information you gave us when you asked for a quote and bought the policy (shown in your proposal form).',
    'In return for your premium we will insure you, during the period of insurance, for the cover set out in the sections of this wording that apply to the level of cover in your schedule. Please read the whole document, together with your schedule and certificate, and keep them in a safe place.',
    'Your policy was arranged by {business}, who handle your policy on our behalf. If anything is wrong or does not meet your needs, please call them on {phone} straight away.',
    {
      table: {
        caption: 'Which sections apply to each level of cover',
        head: ['Section', 'Comprehensive', 'Third Party, Fire and Theft', 'Third Party Only'],
        rows: [
          ['Section 1: Liability to third parties', 'Yes', 'Yes', 'Yes'],
          ['Section 2: Loss or damage by fire or theft', 'Yes', 'Yes', 'No'],
          ['Section 3: Accidental and malicious damage', 'Yes', 'No', 'No'],
          ['Section 4: Windscreen and glass', 'Yes', 'No', 'No'],
          ['Section 5: Personal belongings, tools and in-van equipment', 'Yes', 'No', 'No'],
          ['Section 6: Using your van abroad', 'Yes', 'Yes', 'Yes'],
          ['Section 7: No Claims Discount', 'Yes', 'Yes', 'Yes'],
        ],
      },
    },
    'Optional covers you add to this policy, such as Breakdown Recovery or Motor Legal Expenses, each have their own policy wording and Insurance Product Information Document.',
  ],
};

export const definitions: DocSection = {
  heading: 'Definitions',
  blocks: [
    'Wherever these words appear in this policy they have the meaning given below.',
    {
      terms: [
        [
          'Accessories',
          'Parts and equipment made for your van and permanently fitted to it, including racking, roof bars and tow bars, and spare parts for it kept in your home or garage.',
        ],
        [
          'Approved repairer',
          'A repairer in our network that we have chosen to repair your van after a claim.',
        ],
        [
          'Certificate of motor insurance',
          'The document that proves you have the insurance the law requires. It shows who may drive, the van it applies to and the uses allowed. It forms part of this policy.',
        ],
        [
          'Endorsement',
          'A change to the terms of this policy, shown in your schedule, that applies in addition to this wording.',
        ],
        [
          'Excess',
          'The amount you must pay towards any claim for loss of or damage to your van, made up of the compulsory, voluntary and any additional excesses shown in your schedule.',
        ],
        [
          'Goods',
          'Anything carried in or on the van for the purposes of a trade or business, including stock, samples, materials and goods carried for other people.',
        ],
        [
          'In-van equipment',
          'Audio, navigation, telephone, camera and telematics equipment permanently fitted to your van.',
        ],
        [
          'Insured person',
          'You, and any person your certificate of motor insurance allows to drive, while driving your van with your permission.',
        ],
        [
          'Keys',
          'The keys, lock transmitters, keyless entry cards and any other device made to open, unlock or start your van.',
        ],
        [
          'Market value',
          'The cost of replacing your van with one of the same make, model, specification, age, mileage and condition immediately before the loss, as determined by reference to recognised trade guides.',
        ],
        [
          'Period of insurance',
          'The period shown in your schedule and certificate, or any shorter period if the policy is cancelled.',
        ],
        [
          'Personal belongings',
          'Clothing and personal items in your van that belong to you or an insured person, but not money, cards, tickets, documents, goods, tools or equipment used for a trade or business.',
        ],
        [
          'Schedule',
          'The document that shows your details, the van insured, the level of cover, the excesses and any endorsements. It forms part of this policy.',
        ],
        [
          'Territorial limits',
          'Great Britain, Northern Ireland, the Isle of Man and the Channel Islands, and sea crossings between them of up to 65 hours.',
        ],
        [
          'Tools',
          'Hand and power tools and equipment used by you for your trade or business, including ladders and portable plant.',
        ],
        ['Trailer', 'A trailer, caravan or broken-down vehicle while it is attached to your van for towing.'],
        [
          'Van',
          'The commercial vehicle described in your schedule, including its accessories, while it is insured by this policy.',
        ],
        [
          'Write-off',
          'A van that we decide is uneconomical to repair, or which cannot safely be repaired, after loss or damage covered by this policy.',
        ],
        ['We, us, our', 'The insurer named in your schedule.'],
        [
          'You, your',
          'The policyholder named in your schedule. If the policy is in a company’s name, the company.',
        ],
      ],
    },
  ],
};
