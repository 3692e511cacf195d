import { RESOURCES } from '../../src/shared/resources';
import { holdsMemberData } from '../../src/shared/resourceDef';

it("follows owner and parent chains to a member: their uploads are a member's health data", () => {
  const rows = RESOURCES as Parameters<typeof holdsMemberData>[1];
  expect(holdsMemberData(RESOURCES.postureAnalysis, rows)).toBe(true);
  // A message belongs to a training, which belongs to its member.
  expect(holdsMemberData(RESOURCES.personalTrainingMessage, rows)).toBe(true);
  expect(holdsMemberData(RESOURCES.articles, rows)).toBe(false);
  expect(holdsMemberData(RESOURCES.coursePackages, rows)).toBe(false);
  // Without the registry only the direct links count.
  expect(holdsMemberData(RESOURCES.personalTrainingMessage)).toBe(false);
});
