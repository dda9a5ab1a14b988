import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import OpenWith from '@mui/icons-material/OpenWith';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CATEGORY_LIMITS, type Category } from '@wb/shared/categories/categories.contract';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import {
  buildTree,
  dropTarget,
  keyboardMoves,
  type DropZone,
  type MoveTarget,
  type TreeNode,
} from '../lib/tree';

export interface CategoryTreeProps {
  categories: readonly Category[];
  /** Absent: the user may not do it (the controls are not shown). */
  onMove?: ((category: Category, target: MoveTarget) => void) | undefined;
  onAddChild?: ((parent: Category) => void) | undefined;
  onRename?: ((category: Category) => void) | undefined;
  onDelete?: ((category: Category) => void) | undefined;
  /** A move is being saved: dragging and moving wait. */
  busy?: boolean;
  /** The category whose move button gets the focus back after a keyboard move. */
  focusId?: string | undefined;
}

type Indicator = { id: string; zone: DropZone } | null;

/** Which part of the row the pointer is over: its top quarter, its bottom quarter, or between. */
function zoneOf(event: DragEvent<HTMLElement>): DropZone {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - rect.top) / Math.max(rect.height, 1);
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

const MOVE_ICONS = {
  up: <ArrowUpward fontSize="small" />,
  down: <ArrowDownward fontSize="small" />,
  indent: <FormatIndentIncrease fontSize="small" />,
  outdent: <FormatIndentDecrease fontSize="small" />,
} as const;

/**
 * The category tree. Rows can be dragged (HTML drag and drop: drop on the top or bottom edge of a
 * row to put it before or after, on the middle to nest it); the same moves are in each row's
 * "Переместить" menu for the keyboard and touch screens: up, down, indent, outdent.
 */
export function CategoryTree(props: CategoryTreeProps) {
  const { t } = useTranslation('categories');
  const { categories, onMove } = props;
  const roots = useMemo(() => buildTree(categories), [categories]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dragged, setDragged] = useState<string | null>(null);
  const [indicator, setIndicator] = useState<Indicator>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; category: Category } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (props.focusId) buttons.current.get(props.focusId)?.focus();
  }, [props.focusId, categories]);

  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const canDrag = Boolean(onMove) && !props.busy;
  const dragHandlers = (node: TreeNode) =>
    canDrag
      ? {
          draggable: true,
          onDragStart: (e: DragEvent<HTMLElement>) => {
            e.stopPropagation();
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', node.id);
            setDragged(node.id);
          },
          onDragEnd: () => {
            setDragged(null);
            setIndicator(null);
          },
          onDragOver: (e: DragEvent<HTMLElement>) => {
            if (!dragged) return;
            const zone = zoneOf(e);
            if (!dropTarget(categories, dragged, node.id, zone)) {
              if (indicator?.id === node.id) setIndicator(null);
              return;
            }
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (indicator?.id !== node.id || indicator.zone !== zone)
              setIndicator({ id: node.id, zone });
          },
          onDragLeave: (e: DragEvent<HTMLElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setIndicator(null);
          },
          onDrop: (e: DragEvent<HTMLElement>) => {
            e.preventDefault();
            const id = dragged ?? e.dataTransfer.getData('text/plain');
            const target = id ? dropTarget(categories, id, node.id, zoneOf(e)) : null;
            setDragged(null);
            setIndicator(null);
            const category = categories.find((c) => c.id === id);
            if (target && category) onMove!(category, target);
          },
        }
      : {};

  const renderNodes = (nodes: TreeNode[], level: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {nodes.map((node) => {
        const open = !collapsed.has(node.id);
        const mark = indicator?.id === node.id ? indicator.zone : null;
        return (
          <Box component="li" key={node.id}>
            <Stack
              direction="row"
              spacing={0.5}
              data-category={node.name}
              {...dragHandlers(node)}
              sx={{
                alignItems: 'center',
                pl: (level - 1) * 3,
                pr: 1,
                minHeight: 44,
                borderBottom: 1,
                borderColor: 'divider',
                opacity: dragged === node.id ? 0.5 : 1,
                position: 'relative',
                bgcolor: mark === 'inside' ? 'action.selected' : undefined,
                outline: mark === 'inside' ? 2 : 0,
                outlineColor: 'primary.main',
                outlineOffset: -2,
                '&::before, &::after': { content: '""', position: 'absolute', left: 0, right: 0 },
                ...(mark === 'before' && {
                  '&::before': { top: -1, borderTop: 3, borderColor: 'primary.main' },
                }),
                ...(mark === 'after' && {
                  '&::after': { bottom: -2, borderTop: 3, borderColor: 'primary.main' },
                }),
                '&:hover': { bgcolor: mark ? undefined : 'action.hover' },
              }}
            >
              {canDrag && (
                <DragIndicator
                  fontSize="small"
                  sx={{ color: 'text.secondary', cursor: 'grab', flexShrink: 0 }}
                  aria-hidden
                />
              )}
              {node.children.length > 0 ? (
                <IconButton
                  size="small"
                  aria-expanded={open}
                  aria-label={t(open ? 'collapse' : 'expand', {
                    name: node.name,
                  })}
                  onClick={() => toggle(node.id)}
                >
                  {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                </IconButton>
              ) : (
                <Box sx={{ width: 34, flexShrink: 0 }} />
              )}
              <Box sx={{ minWidth: 0, flex: 1, py: 0.5 }}>
                <Typography noWrap title={node.name} sx={{ fontWeight: level === 1 ? 600 : 400 }}>
                  {node.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {t('products', { count: node.productCount })}
                  {node.children.length > 0 &&
                    ` · ${t('productsTotal', { count: node.totalProductCount })}`}
                </Typography>
              </Box>
              {props.onAddChild && node.depth < CATEGORY_LIMITS.maxDepth && (
                <RowActionButton
                  title={t('addChild')}
                  label={t('addChildTo', { name: node.name })}
                  icon={<Add />}
                  onClick={() => props.onAddChild!(node)}
                />
              )}
              {props.onRename && (
                <RowActionButton
                  title={t('rename')}
                  label={t('renameWho', { name: node.name })}
                  icon={<EditOutlined />}
                  onClick={() => props.onRename!(node)}
                />
              )}
              {onMove && (
                <Tooltip title={t('move')}>
                  <IconButton
                    ref={(el) => {
                      if (el) buttons.current.set(node.id, el);
                      else buttons.current.delete(node.id);
                    }}
                    aria-label={t('moveWho', { name: node.name })}
                    aria-haspopup="menu"
                    disabled={props.busy}
                    onClick={(e) => setMenu({ anchor: e.currentTarget, category: node })}
                  >
                    <OpenWith />
                  </IconButton>
                </Tooltip>
              )}
              {props.onDelete && (
                <RowActionButton
                  title={t('delete')}
                  label={t('deleteWho', { name: node.name })}
                  icon={<DeleteOutlined />}
                  color="error"
                  onClick={() => props.onDelete!(node)}
                />
              )}
            </Stack>
            {node.children.length > 0 && open && renderNodes(node.children, level + 1)}
          </Box>
        );
      })}
    </Box>
  );

  const moves = menu ? keyboardMoves(categories, menu.category.id) : {};
  const previous =
    menu && moves.indent ? categories.find((c) => c.id === moves.indent!.parentId) : null;
  return (
    <>
      {renderNodes(roots, 1)}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {(['up', 'down', 'indent', 'outdent'] as const).map((kind) => (
          <MenuItem
            key={kind}
            disabled={!moves[kind]}
            onClick={() => {
              const target = moves[kind];
              const category = menu!.category;
              setMenu(null);
              if (target) onMove?.(category, target);
            }}
          >
            <ListItemIcon>{MOVE_ICONS[kind]}</ListItemIcon>
            <ListItemText>{t(`moves.${kind}`, { name: previous?.name ?? '' })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
