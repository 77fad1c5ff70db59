// Who can take a demand, read from each real database: professionals of bookable studies offering the
// report type, whose zone covers the address (on site) or offering video (visio), nearest first; and not
// a clerk, a partner company's member, a study that does not offer the service, a zone too far away.
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../test-support/test-backends";
import { findEligibleMemberships } from "./eligible-professionals";

// Orléans: no seeded study there, so the zone holds exactly this test's professionals.
const ORLEANS = { lat: 47.9029, lon: 1.9093 };

describeOnEachDatabase("findEligibleMemberships", (current) => {
  it("keeps the professionals who may take the demand, with their setting and distance, nearest first", async () => {
    const db = current().platform.db;
    const reportType = await db
      .selectFrom("report_types")
      .select("id")
      .where("slug", "=", "general-meeting")
      .executeTakeFirstOrThrow();
    const [near, far, partner, disabled] = await db
      .insertInto("studies")
      .values(
        (
          [
            ["proche", "study", 0.001],
            ["loin", "affiliate", 0.05],
            ["partenaire", "partner", 0],
            ["sans-service", "study", 0.002],
          ] as const
        ).map(([name, type, offset]) => ({
          slug: `etude-${name}-eligibilite`,
          name: `Étude ${name}`,
          type,
          full_address: `1 rue Test, 45000 Orléans`,
          city: "Orléans",
          postcode: "45000",
          address_lat: ORLEANS.lat + offset,
          address_lon: ORLEANS.lon,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("study_report_types")
      .values([
        { study_id: near!.id, report_type_id: reportType.id, enabled: true, slot_duration: 60, price: 20000, visio_price: 9000 },
        { study_id: far!.id, report_type_id: reportType.id, enabled: true, slot_duration: 45, price: 18000, price_type: "hour" },
        { study_id: partner!.id, report_type_id: reportType.id, enabled: true, slot_duration: 60, price: 1 },
        { study_id: disabled!.id, report_type_id: reportType.id, enabled: false, slot_duration: 60, price: 1 },
      ])
      .execute();
    const people = await db
      .insertInto("users")
      .values(
        ["pro-proche", "pro-loin", "clerc", "partenaire", "sans-service", "hors-zone"].map((name, index) => ({
          email: `${name}.eligibilite@exemple.fr`,
          firstname: name,
          lastname: "Test",
          rank: 1 + (index % 4),
        })),
      )
      .returning("id")
      .execute();
    const [nearPro, farPro, clerk, partnerAgent, disabledPro, outOfZone] = people.map((person) => person.id);
    const placements: Array<[userId: number, studyId: number, role: "bailiff" | "clerk" | "partner_agent", radiusKm: number]> = [
      [nearPro!, near!.id, "bailiff", 20],
      [farPro!, far!.id, "bailiff", 20],
      [clerk!, near!.id, "clerk", 20],
      [partnerAgent!, partner!.id, "partner_agent", 20],
      [disabledPro!, disabled!.id, "bailiff", 20],
      [outOfZone!, near!.id, "bailiff", 0.01],
    ];
    for (const [userId, studyId, role, radiusKm] of placements) {
      const membership = await db
        .insertInto("memberships")
        .values({ user_id: userId, study_id: studyId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("membership_roles").values({ membership_id: membership.id, role }).execute();
      await db
        .insertInto("intervention_zones")
        .values({
          bailiff_id: userId,
          study_id: studyId,
          label: "Orléans",
          center_lat: ORLEANS.lat + 0.1,
          center_lon: ORLEANS.lon,
          radius_km: radiusKm,
        })
        .execute();
    }

    const onSite = await findEligibleMemberships(db, { ...ORLEANS, reportTypeId: reportType.id, isVisio: false });
    const mine = onSite.filter((membership) => [near!.id, far!.id, partner!.id, disabled!.id].includes(membership.study.id));
    expect(mine.map((membership) => membership.bailiffId)).toEqual([nearPro, farPro]);
    expect(mine[0]).toMatchObject({
      study: { id: near!.id, type: "study" },
      setting: { slot_duration: 60, price: 20000, visio_price: 9000, price_type: "fixed" },
      distanceKm: 0.1,
    });
    expect(mine[1]).toMatchObject({
      study: { id: far!.id, type: "affiliate" },
      setting: { slot_duration: 45, price: 18000, visio_price: null, price_type: "hour" },
      distanceKm: 5.6,
    });

    // By video the zones do not matter: the professional whose zone is too small is back.
    const byVideo = await findEligibleMemberships(db, {
      ...ORLEANS,
      reportTypeId: reportType.id,
      isVisio: true,
      studyId: near!.id,
    });
    expect(byVideo.map((membership) => membership.bailiffId).sort()).toEqual([nearPro, outOfZone].sort());

    // One professional of one study, without a report type: no setting.
    const one = await findEligibleMemberships(db, { studyId: far!.id, bailiffId: farPro!, isVisio: false });
    expect(one).toEqual([
      {
        membershipId: expect.any(Number),
        bailiffId: farPro,
        study: expect.objectContaining({ id: far!.id }),
        setting: null,
        distanceKm: null,
      },
    ]);

    // An unknown report type: nobody.
    expect(await findEligibleMemberships(db, { ...ORLEANS, reportTypeId: 999_999, isVisio: false })).toEqual([]);
  });
});
