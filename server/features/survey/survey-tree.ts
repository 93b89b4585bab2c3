import type { CategoryDto, CategoryTreesDto } from '../../../contract/categories';
import { DebitCredit } from '../../../contract/debit-credit';
import type { SurveyGroupBy, SurveyNode, SurveySums } from '../../../contract/survey';
import { emptyCells, type Cells, type Figures } from './survey-figures';

// Arranges the figures into the analysis tree (002 §3): a line per sign (credit, then debit),
// the categories under it as the display asks, and a total line; amounts roll up the tree.

function addInto(into: Cells, cells: Cells): Cells {
  cells.forEach((cell, i) => {
    const sum = into[i]!;
    sum.previsionnel += cell.previsionnel;
    sum.reel += cell.reel;
    sum.goal += cell.goal;
  });
  return into;
}

const sumOf = (list: readonly Cells[], count: number): Cells =>
  list.reduce((into, cells) => addInto(into, cells), emptyCells(count));

const isEmpty = (cells: Cells) => cells.every((c) => !c.previsionnel && !c.reel && !c.goal);

const net = (cells: Cells) => cells.reduce((total, c) => total + c.previsionnel + c.reel, 0);

/** The main-category tree: each category's own amounts plus its children's. */
function treeNode(dto: CategoryDto, figures: Figures, topGroup: string): SurveyNode | null {
  const count = figures.months.length;
  const children = dto.children
    .map((child) => treeNode(child, figures, 'CATEGORY'))
    .filter((node): node is SurveyNode => node !== null);
  const own = figures.byCategory.get(dto.categoryId) ?? emptyCells(count);
  const sums = sumOf([own, ...children.map((child) => child.sums)], count);
  if (children.length === 0 && isEmpty(sums)) return null;
  return {
    group: topGroup,
    groupValue: { id: dto.categoryId, name: dto.name, level: dto.level },
    sums,
    children,
  };
}

function flatten(dtos: readonly CategoryDto[]): CategoryDto[] {
  return dtos.flatMap((dto) => [dto, ...flatten(dto.children)]);
}

function operationLines(figures: Figures, categoryId: number | null): SurveyNode[] {
  return figures.planLines
    .filter((line) => line.categoryId === categoryId)
    .map((line) => ({
      group: 'OPERATION',
      groupValue: { id: line.planId, name: line.name },
      sums: line.cells,
      children: [],
    }));
}

/** One line per category with amounts of its own (full names), and its planned operations. */
function flatNode(
  id: number | null,
  name: string | null,
  level: number | undefined,
  figures: Figures,
  groupBy: SurveyGroupBy,
): SurveyNode | null {
  const cells = figures.byCategory.get(id);
  if (!cells || isEmpty(cells)) return null;
  return {
    group: 'CATEGORY',
    groupValue: level === undefined ? { id, name } : { id, name, level },
    sums: cells,
    children: groupBy === 'OPERATION' ? operationLines(figures, id) : [],
  };
}

function categoryLines(
  roots: readonly CategoryDto[],
  figures: Figures,
  groupBy: SurveyGroupBy,
): SurveyNode[] {
  const nodes =
    groupBy === 'PARENT_CATEGORY'
      ? roots.map((dto) => treeNode(dto, figures, 'PARENT_CATEGORY'))
      : flatten(roots).map((dto) =>
          flatNode(dto.categoryId, dto.fullName, dto.level, figures, groupBy),
        );
  return nodes.filter((node): node is SurveyNode => node !== null);
}

function signNode(direction: number, children: SurveyNode[], count: number): SurveyNode {
  return {
    group: 'SIGN',
    groupValue: { id: direction, name: null, level: direction },
    sums: sumOf(
      children.map((child) => child.sums),
      count,
    ),
    children,
  };
}

/** Adds the cumulative column (the CUMUL header) to every line. */
function withCumul(node: SurveyNode): SurveyNode {
  const total: SurveySums = sumOf(
    node.sums.map((cell) => [cell]),
    1,
  )[0]!;
  return { ...node, sums: [...node.sums, total], children: node.children.map(withCumul) };
}

/** The own-account transfers line, outside the total; null when nothing moved. */
function ownTransfersNode(figures: Figures): SurveyNode | null {
  if (isEmpty(figures.ownTransfers)) return null;
  return {
    group: 'TRANSFER',
    groupValue: { id: null, name: null },
    sums: figures.ownTransfers,
    children: [],
  };
}

/**
 * The survey tree: credit, debit (the undefined category by the sign of its amounts), the
 * transfers between the person's own accounts (not counted in the total), total.
 */
export function buildSurveyTree(
  figures: Figures,
  trees: CategoryTreesDto,
  groupBy: SurveyGroupBy,
  cumul: boolean,
): SurveyNode[] {
  const count = figures.months.length;
  const credit = categoryLines(trees.credit, figures, groupBy);
  const debit = categoryLines(trees.debit, figures, groupBy);
  const undefinedLine = flatNode(null, null, undefined, figures, groupBy);
  if (undefinedLine) (net(undefinedLine.sums) > 0 ? credit : debit).push(undefinedLine);
  const signs = [
    signNode(DebitCredit.credit, credit, count),
    signNode(DebitCredit.debit, debit, count),
  ];
  const total: SurveyNode = {
    group: 'TOTAL',
    groupValue: { id: null, name: null },
    sums: sumOf(
      signs.map((sign) => sign.sums),
      count,
    ),
    lineTotal: true,
    children: [],
  };
  const transfers = ownTransfersNode(figures);
  const details = transfers ? [...signs, transfers, total] : [...signs, total];
  return cumul ? details.map(withCumul) : details;
}
