import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, EducationStatus } from '@ombudsportalen/portal/api';
import { courseIndicator, personEducation } from '@ombudsportalen/portal/education';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call } from './staff-helpers.js';

// Issue 37 item 11: the manager's staff list and the seller's own education page read the same courses from the same
// source and judge them with the same function, so one seller never shows two states.
let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const TODAY = '2026-11-02'; // the store's creation day

/** The seller's own education (the /utbildning and Mina uppgifter call). */
async function ownCourses(username: string): Promise<Course[]> {
  const response = await call(t, username, 'POST', '/education/control/user/', { personId: null, username, agencyNumber: username.slice(0, 4), chainId: 3 });
  expect(response.statusCode, `${username}: ${response.body}`).toBe(200);
  return (response.json() as EducationStatus).courses;
}

/** The same seller in the manager's staff list overview, or undefined when the overview leaves them out. */
async function overviewCourses(manager: string, username: string): Promise<Course[] | undefined> {
  const response = await call(t, manager, 'GET', '/agencies/1001/education/control');
  expect(response.statusCode).toBe(200);
  const users = (response.json() as { users: Array<{ username: string; education: EducationStatus }> }).users;
  return users.find((user) => user.username === username)?.education.courses;
}

describe('one seller, one education state on the staff list and the own page', () => {
  it('1001_SALJ (three mandatory courses never begun): "Ej påbörjad" on both, not "Utbildning saknas" on the list', async () => {
    const own = await ownCourses('1001_SALJ');
    expect(own.map((course) => courseIndicator(course, TODAY).text)).toEqual(['Ej påbörjad', 'Ej påbörjad', 'Ej påbörjad']);
    const listed = await overviewCourses('1001_MGR', '1001_SALJ');
    expect(listed).toEqual(own);
    expect(personEducation(listed, TODAY)).toEqual({ color: 'red', text: 'Ej påbörjad', state: 'not-started' });
    expect(personEducation(own, TODAY)).toEqual(personEducation(listed, TODAY));
  });

  it('every course-taking seller of 1001 gets the same courses, hence the same state, from both calls', async () => {
    // 1001_EMMA is left out: the forced password change stops her own calls (403 at the gate).
    for (const username of ['1001_MGR', '1001_PLUS', '1001_ANNA', '1001_BJORN', '1001_SALJ']) {
      const listed = await overviewCourses('1001_MGR', username);
      expect(listed, username).toEqual(await ownCourses(username));
    }
  });
});
