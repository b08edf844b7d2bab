import { type EngineContext, type Segment, assertContext } from './engine-context';
import { addDays, monthCode, weekCode } from './periods';

/** The "now" every date rule compares with, precomputed once per validation from the context's `today`. */
export interface RuleContext {
  /** Today, yyyy-MM-dd (Stockholm). */
  today: string;
  /** Yesterday, yyyy-MM-dd. */
  yesterday: string;
  /** The current ISO week, yyvv. */
  week: string;
  /** The previous ISO week, yyvv. */
  previousWeek: string;
  /** The current month, yymm. */
  month: string;
  /** The current year, yyyy. */
  year: string;
  /** The session roles. */
  roles: readonly string[];
  /** The outlet segment. */
  segment: Segment;
}

/** Derives the rule context (what `this` is inside compiled validators) from an engine context. */
export function ruleContextOf(ctx: EngineContext): RuleContext {
  assertContext(ctx);
  const today = ctx.today;
  return {
    today,
    yesterday: addDays(today, -1),
    week: weekCode(today),
    previousWeek: weekCode(addDays(today, -7)),
    month: monthCode(today),
    year: today.slice(0, 4),
    roles: ctx.roles,
    segment: ctx.segment,
  };
}
