import type { Definition } from '@ombudsportalen/engine/browser';

/** The staff forms under schemas/forms (code = file name). */
export type StaffFormCode = 'staff-person-lookup' | 'staff-add-seller' | 'staff-add-economy' | 'staff-edit' | 'staff-one-time-password';

export type StaffDefinitions = Record<StaffFormCode, Definition>;

const CODES: StaffFormCode[] = ['staff-person-lookup', 'staff-add-seller', 'staff-add-economy', 'staff-edit', 'staff-one-time-password'];

/** The staff definitions with their precompiled validators (the module is split out of the entry chunk). */
export async function loadStaffDefinitions(): Promise<StaffDefinitions> {
  const { builtInDefinition } = await import('@/forms/built-in-definitions');
  return Object.fromEntries(CODES.map((code) => [code, builtInDefinition(code)])) as StaffDefinitions;
}
