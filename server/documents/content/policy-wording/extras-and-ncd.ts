import type { DocSection } from '#server/documents/blocks.ts';

export const windscreenSection: DocSection = {
  heading: 'Section 4: Windscreen and glass',
  blocks: [
    'This section applies only if your schedule shows Comprehensive cover. If you have Third Party, Fire and Theft or Third Party Only cover, glass is covered only if you have bought Windscreen cover.',
    'We will pay to repair or replace broken glass in the windscreen, windows and sunroof of your van, and any scratching of the bodywork caused by the broken glass.',
    'Please call our glass helpline (the number is on your schedule) so our approved supplier can do the work. If you use another supplier, the most we will pay is £150 for any one claim.',
    'The windscreen replacement excess and the windscreen repair excess shown in your schedule apply to each claim. A claim under this section alone does not affect your No Claims Discount.',
    'We do not cover glass in any lamp, mirror, or glass in a roof or panel made wholly of glass, or the recalibration of cameras and sensors unless the manufacturer requires it after a covered replacement.',
  ],
};

export const belongingsSection: DocSection = {
  heading: 'Section 5: Personal belongings, tools and in-van equipment',
  blocks: [
    'This section applies only if your schedule shows Comprehensive cover.',
    { subheading: 'Personal belongings' },
    'We will pay up to £150 in total for personal belongings lost or damaged in your van as a result of an accident, fire, theft or attempted theft, as long as the van was locked and the belongings were out of sight.',
    'We do not cover money, stamps, tickets, documents, cards, securities, mobile phones, computers and tablets, goods or samples, or property carried in connection with any trade or business.',
    { subheading: 'Tools and equipment' },
    'Tools and equipment used for your trade or business are not covered by this policy, even when they are in your van. You can insure them by adding Tools in Transit cover. Goods you carry can be insured by adding Goods in Transit cover.',
    { subheading: 'In-van equipment' },
    'We will pay for loss of or damage to in-van equipment caused by an event covered by sections 2 or 3. If it was fitted by the van’s manufacturer as standard, there is no limit other than the market value of your van; otherwise, the most we will pay is £500 for any one claim.',
    {
      table: {
        caption: 'Limits under this section',
        head: ['What is covered', 'Most we will pay for any one claim'],
        rows: [
          ['Personal belongings', '£150'],
          ['In-van equipment fitted by the manufacturer as standard', 'Market value of the van'],
          ['Other in-van equipment', '£500'],
          ['Tools and goods', 'Not covered (see optional covers)'],
          ['Replacement keys and locks (section 2)', '£750'],
        ],
      },
    },
  ],
};

export const abroadSection: DocSection = {
  heading: 'Section 6: Using your van abroad',
  blocks: [
    'Your policy gives the minimum insurance needed by law to use your van in any country that is a member of the European Union, and in any other country that has agreed to meet the minimum insurance requirements for visiting UK vehicles. You do not need a green card to drive in the European Union, but you should carry your certificate of motor insurance.',
    'We will extend the full cover shown in your schedule to those countries for up to 90 days in total in any one period of insurance, as long as the main purpose of the trip is not business delivery or collection of goods for hire or reward. Please tell us before you travel if you expect to be away longer.',
    'While your van is outside the territorial limits we will also pay any customs duty you have to pay after the van is lost or damaged and covered by this policy, and the reasonable cost of sending your van back to your home address after a covered repair.',
  ],
};

export const ncdSection: DocSection = {
  heading: 'Section 7: No Claims Discount',
  blocks: [
    'If no claim is made under this policy during the period of insurance, we will increase your No Claims Discount at renewal, up to the maximum we allow. Your No Claims Discount is earned by you on this van and cannot be transferred to anyone else, or split between two policies at the same time.',
    'If a claim is made, your No Claims Discount will go down at the next renewal as shown below, unless we recover everything we have paid from someone else. A claim under Section 4 (Windscreen and glass) alone, or under an optional cover, does not affect it.',
    {
      table: {
        caption: 'Years of No Claims Discount at your next renewal',
        head: ['Years now', 'No claim', 'One claim', 'Two claims', 'Three or more claims'],
        rows: [
          ['0', '1', '0', '0', '0'],
          ['1', '2', '0', '0', '0'],
          ['2', '3', '0', '0', '0'],
          ['3', '4', '1', '0', '0'],
          ['4', '5', '2', '0', '0'],
          ['5 or more', 'Years now plus 1', '3', '1', '0'],
        ],
      },
    },
    { subheading: 'Protected No Claims Discount' },
    'If your schedule shows that your No Claims Discount is protected, you can make up to two claims in any three years of insurance before it is reduced. After a third claim in three years, it will be reduced as if it were not protected, counting only the third claim.',
    'Protection keeps your years of No Claims Discount; it does not protect your price. A claim may still make your premium go up at renewal, and the excesses still apply to every claim.',
  ],
};
