import type { DocSection } from '#server/documents/blocks.ts';

export const liabilitySection: DocSection = {
  heading: 'Section 1: Liability to third parties',
  blocks: [
    'This section applies to all levels of cover.',
    { subheading: 'What is covered' },
    'We will insure you, and any insured person, against your legal liability for:',
    {
      list: [
        'the death of, or bodily injury to, any person: no limit;',
        'damage to property: up to £20,000,000 for any one claim or series of claims arising from one event, including legal costs and expenses;',
        'the cost of emergency medical treatment that the Road Traffic Act 1988 requires us to pay,',
      ],
    },
    'arising from an accident involving your van, or a trailer while it is attached to your van, on a road or in any other place in the territorial limits.',
    'We will also pay, if we agree in writing beforehand:',
    {
      list: [
        'solicitors’ fees for representing an insured person at a coroner’s inquest, fatal accident inquiry or court of summary jurisdiction;',
        'the legal costs of defending an insured person charged with manslaughter, causing death by dangerous driving or causing death by careless driving;',
        'the legal costs of any claimant that an insured person has to pay, and other costs and expenses we agree to, up to £5,000,000 for property damage claims.',
      ],
    },
    { subheading: 'Loading and unloading' },
    'We cover liability arising while goods are being loaded on to or unloaded from your van by you or your employees, as long as the loading or unloading takes place at the side of the van or on the kerb. We do not cover liability arising beyond the kerbside, or once goods have been delivered into a building.',
    { subheading: 'Passengers and employers' },
    'We cover liability to passengers travelling in your van, as long as they are carried in a seat fitted by the manufacturer. We will also insure any person using (but not driving) your van for a social, domestic or pleasure purpose with your permission, and the employer or business partner of an insured person while the van is being used for the employer’s or partner’s business, if the certificate of motor insurance allows that use.',
    { subheading: 'Legal personal representatives' },
    'If an insured person dies, we will insure their legal personal representatives for any liability the insured person had that is covered by this section.',
    { subheading: 'What is not covered' },
    {
      list: [
        'Death of or bodily injury to any person while they are employed by an insured person and the injury arises out of that employment, except where the Road Traffic Act 1988 requires us to cover it (this is the job of employers’ liability insurance).',
        'Loss of or damage to your van or any trailer, or to property belonging to or in the care of an insured person.',
        'Loss of or damage to goods carried in or on your van or a trailer.',
        'Liability arising from the use of your van as a tool or item of plant, such as operating a crane, tipper, tail lift or compressor, other than while it is being driven on a road.',
        'Damage to a bridge, weighbridge, road or anything beneath them caused by the weight or vibration of your van or its load.',
        'Liability that arises only because of an agreement or contract, unless the liability would have existed without it.',
        'Liability while your van is being driven by, or is in the charge of, anyone not allowed by your certificate of motor insurance, or while it is in the custody of the motor trade for servicing or repair, except for the liability the law requires us to cover.',
        'Any claim arising from driving any vehicle other than your van. This policy does not give cover to drive other vehicles.',
      ],
    },
  ],
};
