// The staff page (/personal).
export { StaffPage } from './StaffPage';
