import type { DocSection } from '#server/documents/blocks.ts';

export const fireAndTheftSection: DocSection = {
  heading: 'Section 2: Loss or damage by fire or theft',
  blocks: [
    'This section applies if your schedule shows Comprehensive or Third Party, Fire and Theft cover.',
    { subheading: 'What is covered' },
    'We will cover loss of or damage to your van, its accessories and spare parts, caused by fire, lightning, self-ignition or explosion, or by theft or attempted theft, including damage caused by thieves trying to get into your van or steal it.',
    'If your keys are stolen, we will pay up to £750 to replace the keys and locks, the alarm or immobiliser, as long as the identity or address of your van is known to the person who has the keys.',
    { subheading: 'What is not covered' },
    {
      list: [
        'The excesses shown in your schedule.',
        'Loss or damage if your van was left unlocked, with a window, sunroof or roof open, or with the keys in, on or near it, or with the engine running while unattended.',
        'Theft of your van by a person who got the keys by deception, or who was allowed to drive it, or who took it in the course of a sale, including by payment that fails or proves to be false.',
        'Theft of goods, tools or equipment from your van, unless you have bought the optional cover for them.',
        'Loss of fuel, or damage caused by putting the wrong fuel in the van.',
        'Theft or attempted theft from an open-topped van or trailer, or from a load area that was not locked.',
      ],
    },
  ],
};

export const accidentalDamageSection: DocSection = {
  heading: 'Section 3: Accidental and malicious damage',
  blocks: [
    'This section applies only if your schedule shows Comprehensive cover.',
    { subheading: 'What is covered' },
    'We will cover accidental damage to your van, and damage caused on purpose by someone other than an insured person (malicious damage or vandalism), including damage caused by flood, storm or falling objects.',
    { subheading: 'How we settle claims under sections 2 and 3' },
    'We may choose to repair your van, replace what is lost or damaged, or pay you an amount of money equal to the loss or damage. The most we will pay is the market value of your van immediately before the loss, less the excesses. If your van is repaired by our approved repairer, the repairs are guaranteed for as long as you own the van.',
    'If you choose to use a repairer who is not one of our approved repairers, we will pay no more than our approved repairer would have charged, and we will not provide a courtesy van.',
    'If your van is a write-off, we will pay you its market value less the excesses, and it then becomes our property. If your van is owned by a finance or leasing company, we will pay them first and pay you any amount left.',
    'If your van is less than 12 months old, you are its first registered keeper and the cost of repairs is more than 60% of its list price when new (including taxes), we will replace it with a new van of the same make, model and specification if one is available in the UK.',
    'Where we settle a claim by replacing a part, we may use a non-manufacturer part of equal quality, or a recycled part that is approved for the purpose.',
    { subheading: 'Getting around after a claim' },
    'While your van is being repaired by our approved repairer we will try to provide a courtesy car (not a van) of engine size up to 1,200cc. A replacement van is only available if you have bought Replacement Van Hire.',
    { subheading: 'What is not covered under sections 2 and 3' },
    {
      list: [
        'The excesses shown in your schedule, including any excesses for young or inexperienced drivers.',
        'Loss of use, loss of earnings, business interruption, hire charges (except under Replacement Van Hire) and any other loss that follows from the damage.',
        'Wear and tear, depreciation, and mechanical, electrical, electronic or computer faults, failures or breakdowns.',
        'Damage to tyres caused by braking, punctures, cuts or bursts.',
        'Damage caused by frost unless you took reasonable steps to prevent it, or by liquid freezing in the cooling system.',
        'Any reduction in value after a repair, or the cost of improvements made during a repair.',
        'Damage caused by overloading your van, or by carrying a load the van is not designed for.',
        'Loss or damage caused by the deception of a buyer or agent, or by confiscation or destruction by order of any government or public authority.',
        'The cost of reclaiming your van if it has been seized by the police or another authority.',
      ],
    },
  ],
};
