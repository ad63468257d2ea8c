import type { DocSection } from '#server/documents/blocks.ts';

export const generalExceptions: DocSection = {
  heading: 'General exceptions',
  blocks: [
    'These exceptions apply to the whole policy. Where the law requires us to meet a claim that would otherwise be excluded, we will pay it, and we may then recover what we have paid from you or the person who caused the claim.',
    'We will not cover any accident, injury, loss, damage or liability:',
    {
      ordered: [
        'while your van is being driven by, or is in the charge of, anyone who is not allowed to drive by your certificate of motor insurance, who does not hold a valid licence for your van, or who is disqualified from holding or getting one;',
        'while your van is being used for a purpose not allowed by your certificate of motor insurance, including hire and reward, courier or multi-drop delivery, or haulage unless your schedule allows it;',
        'while the driver is over the legal limit for alcohol, is unfit to drive through drink or drugs (other than drugs prescribed by a doctor and taken as directed), or fails to give a breath, blood or urine sample when required by law without a lawful reason;',
        'while your van is being used for racing, pace-making, speed tests, rallies, competitions or track days, or on any circuit or airport airside area;',
        'while your van is carrying more passengers or a heavier load than it is designed or licensed for, or is towing more than one trailer;',
        'while your van is in an unroadworthy or unsafe condition, including worn tyres, faulty brakes or an expired MOT certificate where one is required, unless the condition did not cause or contribute to the loss;',
        'while your van is carrying hazardous, explosive or flammable goods that you have not told us about and we have not agreed to cover in writing;',
        'caused on purpose by you or an insured person, or arising from fraud by you or anyone acting for you;',
        'directly or indirectly caused by war, invasion, acts of foreign enemies, hostilities, civil war, rebellion, revolution, insurrection or military or usurped power;',
        'directly or indirectly caused by terrorism, except where we must provide cover under the Road Traffic Act 1988;',
        'directly or indirectly caused by riot or civil commotion outside Great Britain, the Isle of Man or the Channel Islands, except where we must provide cover under the law;',
        'directly or indirectly caused by ionising radiation or radioactive contamination from any nuclear fuel or nuclear waste, or the radioactive, toxic or explosive properties of any nuclear assembly;',
        'caused by pressure waves from aircraft and other aerial devices travelling at or above the speed of sound;',
        'caused by pollution or contamination, unless caused by a sudden, identifiable, unintended and unexpected incident that happened entirely at a specific time and place during the period of insurance;',
        'caused by the loss or corruption of data, or by the failure of any computer, software or connected system, including a malicious cyber attack, except where the law requires us to cover liability;',
        'caused by earthquake, except where the law requires us to cover it;',
        'that is covered by any other insurance, or would be covered if this policy did not exist (see the general condition about other insurance);',
        'that would breach any trade or economic sanction, law or regulation of the United Kingdom, the European Union or the United States of America.',
      ],
    },
  ],
};
