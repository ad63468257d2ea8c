import type { IpidContent } from '#server/documents/ipid.ts';

/** The IPID of the van policy itself (document id "policy-summary"). */
export const policySummaryIpid: IpidContent = {
  whatIsThisType: [
    'This is commercial vehicle insurance for a van used privately and for your business. It meets the requirements of the Road Traffic Act 1988 for driving on public roads in Great Britain, Northern Ireland, the Isle of Man and the Channel Islands.',
    'You choose one of three levels of cover: Comprehensive; Third Party, Fire and Theft; or Third Party Only. Your level of cover, excesses, permitted drivers and permitted use are shown in your schedule and your certificate of motor insurance.',
  ],
  insured: [
    'All levels of cover: your legal liability for the death of, or injury to, other people: unlimited.',
    'All levels of cover: your legal liability for damage to other people’s property, up to £20,000,000 for any one claim, plus legal costs agreed by us up to £5,000,000.',
    'All levels of cover: liability while loading or unloading the van at the kerbside, and while towing a trailer that is attached to it (the trailer itself is not insured).',
    'All levels of cover: emergency medical treatment fees that we must pay under the Road Traffic Act 1988.',
    'Third Party, Fire and Theft and Comprehensive: loss of or damage to your van, its permanently fitted accessories and spare parts, caused by fire, lightning, explosion, theft or attempted theft, up to the market value.',
    'Comprehensive only: accidental and malicious damage to your van, up to the market value.',
    'Comprehensive only: windscreen and window glass repair or replacement, subject to the windscreen excess; a claim for glass alone does not affect your No Claims Discount.',
    'Comprehensive only: personal belongings in the van up to £150, and factory or dealer-fitted audio, navigation and telematics equipment up to £500 (unlimited when fitted by the manufacturer as standard).',
    'Comprehensive only: a new van of the same make and model if yours is less than 12 months old, you are its first registered keeper, and the cost of repair is more than 60% of its list price.',
    'Minimum cover required by law for driving in the European Union and other countries that accept the UK certificate, and full policy cover abroad for up to 90 days in any one period of insurance.',
  ],
  notInsured: [
    'The excesses shown in your schedule: the first part of any claim for loss of or damage to your van.',
    'Goods, samples, tools and equipment carried in or on the van, unless you have bought Goods in Transit or Tools in Transit cover.',
    'Loss or damage when the van has been left unlocked, with a window or roof open, or with the keys or keyless entry device in, on or near it.',
    'Mechanical, electrical, electronic or computer failure, breakdown or breakage; wear and tear; and damage to tyres by braking, punctures, cuts or bursts.',
    'Any use that is not allowed by your certificate of motor insurance, such as hire and reward, courier work or haulage unless your schedule says so.',
    'Any driver not allowed to drive by your certificate, or who does not hold a valid licence for the van.',
    'Driving under the influence of alcohol or drugs, or failing to provide a sample without a lawful reason (we will meet only the liability the law requires and may recover it from the driver).',
    'Loss of use of the van, loss of earnings, and any reduction in value after a repair.',
    'Racing, pace-making, rallies, track days, or use on any airport airside area.',
  ],
  restrictions: [
    'Excesses apply to every claim for damage to your van: a compulsory excess, any voluntary excess you chose, and extra excesses for young or inexperienced drivers as your schedule shows.',
    'We pay no more than the market value of your van at the time of the loss, less the excesses.',
    'Driving other vehicles is not covered.',
    'If you carry hazardous goods, or the van is modified, imported or used in a way you have not told us about, cover may be refused or reduced.',
    'Personal belongings are covered only under Comprehensive cover and only up to £150; cash, cards, documents and goods carried for business are never covered.',
    'Cover for driving abroad is limited to 90 days in any one period of insurance.',
  ],
  where: [
    'Great Britain, Northern Ireland, the Isle of Man and the Channel Islands.',
    'The minimum cover required by law in any country of the European Union and any other country that has agreed to meet the minimum insurance requirements for visiting vehicles.',
    'The full cover shown in your schedule while travelling in those countries for up to 90 days in any one period of insurance, including sea crossings between them of up to 65 hours.',
  ],
  obligations: [
    'Take reasonable care to answer our questions fully and accurately before the policy starts, at any change and at renewal. If you don’t, your policy may be cancelled, a claim may be refused or reduced, or you may pay more.',
    'Tell us straight away about any change to the van, its use, where it is kept overnight, your address, your occupation, the drivers, or any new claim, conviction or medical condition a driver must report to the DVLA.',
    'Keep the van in a roadworthy condition, with a valid MOT certificate where one is needed, and protect it from loss or damage: lock it, close its windows and take the keys with you.',
    'Report any accident, loss or damage to us as soon as possible, and to the police within 24 hours if anyone is injured or the van is stolen or broken into; do not admit liability or offer payment.',
    'Pay your premium, or your instalments if you pay monthly, when they are due.',
  ],
  whenAndHowToPay: [
    'You pay the whole premium before the policy starts, by debit or credit card, or you pay monthly by direct debit under a separate credit agreement: a deposit today followed by 10 monthly instalments. The price of credit is shown before you buy.',
    'All prices include Insurance Premium Tax at 12%.',
  ],
  startAndEnd: [
    'Cover starts one minute after midnight on the start date shown in your schedule, or immediately after payment if you chose today. It lasts for 12 months and ends on the end date shown in your schedule and certificate.',
    'Cover will not start until we have received your payment or deposit.',
  ],
  howToCancel: [
    'You can cancel within {coolingOff} days of the day you receive your policy documents or the day cover starts, whichever is later, by calling {business} on {phone}. If cover has not started you get all your money back; if it has, we keep only a proportionate charge for the days you were covered.',
    'After the cooling-off period you can still cancel at any time. We refund the premium for the unused days, less a cancellation charge of £35. No refund is given if a claim has been made during the current period of insurance.',
    'You must return your certificate of motor insurance, or confirm in writing that it has been destroyed, when you cancel.',
  ],
};
