// Who is who: usernames are compared without case (the operator's directory treats "1001_mgr" as 1001_MGR), and a role
// list is a set (its order carries no meaning).

/** The same username, whatever the case; an absent name equals only an absent or empty one. */
export function sameUsername(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').toUpperCase() === (b ?? '').toUpperCase();
}

/** The same roles, in any order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}
