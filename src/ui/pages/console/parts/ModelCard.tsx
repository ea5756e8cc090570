import { Box, Skeleton, SkeletonText, useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ModelListing } from '../../../../domain/types/modelMarket.types';
import { modelTypeLabel } from '../../../../domain/modelCatalog';
import { modelDetailPath, playgroundPath } from '../../../../routes/paths';
import { capabilityLabel, perMillionPrice } from '../../../../domain/modelMarket';
import { useCopyButton } from './CopyButton';
import { DeprecationNotice } from './DeprecationNotice';
import { formatCalls, formatContext, formatPrice } from '../../../format';
import { trackEvents } from '../../../../machines/trackEvents';
import { paletteCss } from '../../../components/paletteCss';

const typeColor = { text: 'blue', vision: 'purple', speech: 'teal', multimodal: 'orange' } as const;
const palettes = ['green', 'gray', ...Object.values(typeColor)];

/**
 * The model cards' styles, set once on the list around them instead of on each card's elements:
 * the same Chakra recipes as a Card, Badge and Button (sm outline card, sm subtle and outline
 * badges, xs outline and solid buttons), resolved once per list. Emotion's own performance advice:
 * each styled element costs a style resolution per render, and a card had 27 of them; at 4× CPU
 * the square's first data came ~120 ms sooner (docs/performance.md, "Styles set once on a list").
 */
export function ModelCardStyles({ children }: { children: ReactNode }) {
  const card = useSlotRecipe({ key: 'card' });
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  const css = useMemo<SystemStyleObject>(() => {
    const slots = card({ size: 'sm', variant: 'outline' });
    const outline = button({ size: 'xs', variant: 'outline' });
    return {
      '& .model-card': {
        ...slots.root,
        h: 'full',
        transition: 'all 0.15s',
        _hover: { shadow: 'md', borderColor: 'blue.300' },
      },
      '& .model-card-header': { ...slots.header, pb: '1' },
      '& .model-card-title': { ...slots.title, fontSize: 'md', lineClamp: 1 },
      '& .model-card-body': { ...slots.body, py: '2' },
      '& .model-card-footer': { ...slots.footer, pt: '1', flexDirection: 'column', alignItems: 'stretch', gap: '2' },
      '& .model-card-row': { display: 'flex', alignItems: 'center', gap: '2' },
      '& .model-card-top': { justifyContent: 'space-between', alignItems: 'flex-start' },
      '& .model-card-meta': { fontSize: 'xs', color: 'fg.muted' },
      '& .model-card-description': { fontSize: 'sm', color: 'fg.muted', lineClamp: 2, minH: '2.6em' },
      '& .model-card-tags': { display: 'flex', flexWrap: 'wrap', gap: '1', mt: '3' },
      '& .model-card-note': { fontSize: 'xs', color: 'fg.muted', mt: '2' },
      '& .model-card-actions': { display: 'flex', flexWrap: 'wrap', gap: '2' },
      '& .model-card-badge': { ...badge({ size: 'sm', variant: 'subtle' }), flexShrink: 0 },
      '& .model-card-tag': badge({ size: 'sm', variant: 'outline' }),
      ...paletteCss(palettes),
      '& .model-card-copy': outline,
      '& .model-card-outline': { ...outline, flex: '1' },
      '& .model-card-solid': { ...button({ size: 'xs', variant: 'solid' }), colorPalette: 'blue', flex: '1' },
    };
  }, [card, badge, button]);
  return <Box css={css}>{children}</Box>;
}

/** The card's 复制模型ID, named with the model it copies. */
function CardCopy({ model }: { model: ModelListing }) {
  return (
    <button
      type="button"
      className="model-card-copy"
      {...useCopyButton(model.id, '复制模型ID', `复制模型ID：${model.name}`)}
    />
  );
}

/** A card's link styled as a button; its accessible name says which model it is for. */
function CardAction({
  look,
  href,
  text,
  model,
  track,
}: {
  look: 'outline' | 'solid';
  href: string;
  text: string;
  model: ModelListing;
  track: string;
}) {
  return (
    <Link
      className={`model-card-${look}`}
      href={href}
      aria-label={`${text}：${model.name}`}
      data-track={track}
      data-track-model={model.id}
    >
      {text}
    </Link>
  );
}

/** One model of the square, plain elements styled by ModelCardStyles around the list. */
export function ModelCard({ model, canTry }: { model: ModelListing; canTry: boolean }) {
  return (
    <div className="model-card" data-testid="model-card">
      <div className="model-card-header">
        <div className="model-card-row model-card-top">
          <h3 className="model-card-title">
            <Link
              href={modelDetailPath(model.id)}
              data-track={trackEvents.modelSquare.openModel}
              data-track-model={model.id}
            >
              {model.name}
            </Link>
          </h3>
          <span className="model-card-badge" data-palette={model.openSource ? 'green' : 'gray'}>
            {model.openSource ? '开源' : '商用'}
          </span>
        </div>
        <div className="model-card-row model-card-meta">
          <span>{model.provider}</span>
          <span>·</span>
          <span className="model-card-badge" data-palette={typeColor[model.modelType]}>
            {modelTypeLabel(model.modelType)}
          </span>
          <span>·</span>
          <span>{formatContext(model.contextLength)} 上下文</span>
        </div>
      </div>
      <div className="model-card-body">
        <p className="model-card-description">{model.description}</p>
        <div className="model-card-tags">
          {model.tags.map((t) => (
            <span key={t} className="model-card-tag">
              {t}
            </span>
          ))}
        </div>
        {model.capabilityCodes.length > 0 && (
          <p className="model-card-note">能力：{model.capabilityCodes.map(capabilityLabel).join('、')}</p>
        )}
        <DeprecationNotice model={model} compact />
      </div>
      <div className="model-card-footer">
        {/* Two short lines: side by side they wrap mid-price in a three-column grid. */}
        <div className="model-card-meta">
          <p>
            {perMillionPrice(model.inputPricePerMillion, model.outputPricePerMillion) || formatPrice(model.pricing)}
          </p>
          <p>近30天调用 {formatCalls(model.monthlyCalls)}</p>
        </div>
        <div className="model-card-actions">
          <CardCopy model={model} />
          <CardAction
            look="outline"
            href={modelDetailPath(model.id)}
            text="查看详情"
            model={model}
            track={trackEvents.modelSquare.openModel}
          />
          {canTry && (
            <CardAction
              look="solid"
              href={playgroundPath(model.id)}
              text="立即体验"
              model={model}
              track={trackEvents.modelSquare.tryModel}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export function ModelCardSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="model-card-skeleton">
      <Skeleton height="5" width="60%" mb="3" />
      <SkeletonText noOfLines={3} gap="2" />
      <Skeleton height="6" mt="4" />
    </Box>
  );
}
