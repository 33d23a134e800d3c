import { MEMBER_RIGHTS, MEMBER_ROLES } from '../../shared/teamContract';
import { FULL_ROLE, SHELL_MEMBER_RIGHTS } from './rights';

it("the shell's table of member rights is the contract's", () => {
  expect(SHELL_MEMBER_RIGHTS).toEqual(MEMBER_RIGHTS);
  expect(FULL_ROLE).toBe(MEMBER_ROLES[0]);
  expect(MEMBER_RIGHTS[FULL_ROLE]).toEqual({ manage: true, decide: true, comment: true });
});
