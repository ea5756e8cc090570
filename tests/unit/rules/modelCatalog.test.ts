import { describe, expect, it } from 'vitest';
import type { ModelType } from '../../../src/domain/types/model.types';
import { isLicense, isModelType, isSort, modelTypeLabel } from '../../../src/domain/modelCatalog';
import { modelDetailPath, playgroundPath, tryModelPath } from '../../../src/routes/paths';

describe('the model square’s vocabulary', () => {
  it('names the model types in Chinese', () => {
    expect(modelTypeLabel('text')).toBe('文本生成');
    expect(modelTypeLabel('vision')).toBe('视觉理解');
    expect(modelTypeLabel('speech')).toBe('语音');
    expect(modelTypeLabel('multimodal')).toBe('多模态');
  });

  it('shows a type it does not know as it came', () => expect(modelTypeLabel('video' as ModelType)).toBe('video'));

  it('takes only known filter values from the address bar', () => {
    expect(isModelType('multimodal')).toBe(true);
    expect(isModelType('image')).toBe(false);
    expect(isLicense('open')).toBe(true);
    expect(isLicense('free')).toBe(false);
    expect(isSort('newest')).toBe(true);
    expect(isSort('oldest')).toBe(false);
  });
});

// SPEC section 2: model-square/model-detail and experience-center sit under /console; the
// playground is the experience center's debugging page.
describe('links to a model', () => {
  it('opens its detail page', () =>
    expect(modelDetailPath('qwen-max')).toBe('/console/model-square/model-detail?id=qwen-max'));
  it('tries it in the experience center', () =>
    expect(tryModelPath('glm-4')).toBe('/console/experience-center?model=glm-4'));
  it('opens the playground with it chosen', () =>
    expect(playgroundPath('glm-4')).toBe('/console/experience-center/playground?model=glm-4'));
  it('escapes an id that is not URL-safe', () =>
    expect(modelDetailPath('a b&c')).toBe('/console/model-square/model-detail?id=a%20b%26c'));
});
