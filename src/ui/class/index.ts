/** A class (issue 32): the projector's view and a student's phone, drawn from what they are given. */
export { ClassProjector, ClassChart, type ClassProjectorProps } from './ClassProjector';
export { ClassPhone, type ClassPhoneProps } from './ClassPhone';
