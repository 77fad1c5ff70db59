// The report-type tree: groups with their children, in the spec's order (the general group first,
// then the other non-consultation groups, then consultation). For a study, each node carries that
// study's setting (enabled, slot_duration, prices); without one, the defaults.
import type { PlatformDb } from "../db/open-database";
import type { ReportTypeRow, StudyRow } from "../db/schema";
import { presentPrices, type PriceSetting } from "./prices";

interface StudySetting extends PriceSetting {
  enabled: boolean;
  slot_duration: number;
  /** Whether the study offers it by video (migration 012). */
  visio_enabled?: boolean;
}

export interface ReportTypeNode {
  id: number;
  slug: string;
  name: string;
  type: ReportTypeRow["type"];
  code: string;
  icon: string | null;
  enabled: boolean;
  noMeeting: boolean;
  visioEnabled: boolean;
  slot_duration: number;
  prices: ReturnType<typeof presentPrices>;
  parent: { id: number; slug: string; name: string } | null;
  children: ReportTypeNode[];
}

const GENERAL_GROUP_DEFAULT = "general-meeting";

function groupRank(group: ReportTypeRow, children: ReportTypeRow[]): number {
  if (children.some((child) => child.slug === GENERAL_GROUP_DEFAULT)) return 0;
  return group.type === "consultation" ? 2 : 1;
}

export async function loadReportTypeTree(db: PlatformDb, study?: StudyRow): Promise<ReportTypeNode[]> {
  const rows = await db.selectFrom("report_types").selectAll().orderBy("position").orderBy("id").execute();
  const settings = new Map<number, StudySetting>();
  if (study) {
    const studyRows = await db.selectFrom("study_report_types").selectAll().where("study_id", "=", study.id).execute();
    for (const row of studyRows) settings.set(row.report_type_id, row);
  }

  const node = (row: ReportTypeRow, parent: ReportTypeRow | null, children: ReportTypeNode[]): ReportTypeNode => {
    const setting = settings.get(row.id);
    const defaults: StudySetting = {
      enabled: !study,
      slot_duration: row.default_slot_duration,
      price: row.default_price,
      visio_price: null,
      price_type: row.default_price_type,
    };
    const effective = setting ?? defaults;
    const ownEnabled = row.enabled && effective.enabled && (!parent || parent.enabled);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      code: row.code,
      icon: row.icon,
      // A group is enabled when one of its children is.
      enabled: parent ? ownEnabled : row.enabled && children.some((child) => child.enabled),
      // A study that takes demands without slots makes every type slot-less there.
      noMeeting: row.no_meeting || Boolean(study?.no_meeting),
      // The catalogue offers it by video, and the study too (decision 1604).
      visioEnabled: row.visio_enabled && (setting?.visio_enabled ?? true),
      slot_duration: effective.slot_duration,
      prices: presentPrices(effective),
      parent: parent ? { id: parent.id, slug: parent.slug, name: parent.name } : null,
      children,
    };
  };

  const groups = rows.filter((row) => row.parent_id === null);
  return groups
    .map((group) => {
      const childRows = rows.filter((row) => row.parent_id === group.id);
      return {
        rank: groupRank(group, childRows),
        node: node(
          group,
          null,
          childRows.map((child) => node(child, group, [])),
        ),
      };
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ node }) => node);
}

/** A report type with the setting of a study, for booking checks; undefined when not offered there. */
export async function offeredReportType(db: PlatformDb, studyId: number, reportTypeId: number) {
  return db
    .selectFrom("report_types")
    .innerJoin("study_report_types", "study_report_types.report_type_id", "report_types.id")
    .selectAll("report_types")
    .select([
      "study_report_types.slot_duration",
      "study_report_types.price",
      "study_report_types.visio_price",
      "study_report_types.price_type",
    ])
    .where("study_report_types.study_id", "=", studyId)
    .where("report_types.id", "=", reportTypeId)
    .where("study_report_types.enabled", "=", true)
    .where("report_types.enabled", "=", true)
    .executeTakeFirst();
}
