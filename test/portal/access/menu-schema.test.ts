import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { menuDeclarationProblems, type MenuDeclaration } from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';
import accessRuleSchema from '../../../schemas/meta/access-rule.schema.json';
import menuSchema from '../../../schemas/meta/menu.schema.json';

const validate = new Ajv2020({ allErrors: true, strict: true }).addSchema(accessRuleSchema, 'access-rule.schema.json').compile(menuSchema);

/** A deep copy of menu.json to break. */
const copy = (): any => structuredClone(menuJson);

describe('schemas/menu/menu.json against schemas/meta/menu.schema.json', () => {
  it('validates and names its schema', () => {
    expect(validate(menuJson), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(menuJson.$schema).toBe('../meta/menu.schema.json');
  });

  it('has consistent paths, unique routes and existing default categories', () => {
    expect(menuDeclarationProblems(menuJson as MenuDeclaration)).toStrictEqual([]);
  });

  it('rejects an unknown role with a pointer to it', () => {
    const broken = copy();
    broken.categories.varbutik.items.minsida.roles = ['SALJARE', 'KASSOR'];
    expect(validate(broken)).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/categories/varbutik/items/minsida/roles/1', keyword: 'enum' }),
    );
  });

  it('rejects an unknown segment, a misspelt property and a bad id', () => {
    const segment = copy();
    segment.categories.portal.items.kampanj.children.extra.hiddenForSegments = ['ONLINE'];
    expect(validate(segment)).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/categories/portal/items/kampanj/children/extra/hiddenForSegments/0' }),
    );
    const typo = copy();
    typo.pages.losenord.role = typo.pages.losenord.roles;
    expect(validate(typo)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/pages/losenord', keyword: 'additionalProperties' }));
    const id = copy();
    id.categories.portal.items.omatg.children.Spelformer = { title: 'X', path: '/omatg/x' };
    expect(validate(id)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ keyword: 'propertyNames' }));
  });

  it('reports a path that does not follow its id, a duplicate route and a missing category', () => {
    const broken = copy();
    broken.categories.portal.items.vinster.children.material.path = '/vinster/materiel';
    broken.pages.losenord.path = '/minsida';
    broken.defaultCategory.otherwise = 'butik';
    expect(menuDeclarationProblems(broken)).toStrictEqual([
      'categories/portal/items/vinster/children/material: path /vinster/materiel should be /vinster/material',
      'pages/losenord: path /minsida is already used by categories/varbutik/items/minsida',
      'defaultCategory/otherwise: no category butik',
    ]);
  });
});
