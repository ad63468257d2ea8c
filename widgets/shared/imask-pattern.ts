/**
 * The part of imask our boxes use: the input controller and the pattern mask (with the regular
 * expressions its token definitions are). Not imask's index, which also brings the number, date,
 * range, enum, dynamic and repeat masks. Fetched on a masked box's first focus (lazy-mask.ts).
 */
import InputMask from 'imask/esm/controls/input';
import 'imask/esm/masked/pattern';

export { InputMask };
