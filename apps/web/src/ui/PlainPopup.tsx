import type { PopoverProps } from 'antd/es/popover';
import type { TooltipProps } from 'antd/es/tooltip';
import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';

type PopupProps = Pick<TooltipProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange' | 'mouseEnterDelay'> & { children?: TooltipProps['children'] };
type Trigger = 'hover' | 'focus' | 'click' | 'contextMenu';
type ChildProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onPointerLeave?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
};

const triggersOf = (trigger: PopupProps['trigger']): readonly Trigger[] => (Array.isArray(trigger) ? trigger : [trigger ?? 'hover']) as Trigger[];
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Child indices from `root` down to `element`, or undefined if `element` is not within `root`. */
const pathTo = (root: Element, element: Element | null): number[] | undefined => {
  const path: number[] = [];
  for (let current = element; current; current = current.parentElement) {
    if (current === root) return path;
    if (current.parentElement) path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return undefined;
};

/**
 * `Popup` (AntD's Tooltip or Popover) loaded on first use (issue 19): until then its child alone, as the
 * real one draws it while closed (no extra markup, no ARIA attribute). The pointer or the focus on the
 * child loads it; the real one takes the child's place when the pointer has come, or on the click or
 * context menu that opens it (a key's click too), but never during a press (the new element would lose
 * the click), and then does what it would have done meanwhile: it opens if it opens on hover and the
 * pointer is still on the child after its `mouseEnterDelay` (AntD's 0.1 s), or if the click or context
 * menu opens it (a controlled one is told through `onOpenChange`, as the real one tells it), and the focus
 * stays where it was in the child. Once loaded, later popups mount as the real one at once; one drawn
 * before keeps its child until its own first use.
 */
const deferred = <Props extends PopupProps>(load: () => Promise<ComponentType<Props>>) => {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));

  const DeferredPopup = (props: Props) => {
    const [Popup, setPopup] = useState(() => loaded);
    const [openAtFirst, setOpenAtFirst] = useState(false);
    const childElement = useRef<HTMLElement>(null);
    const pointerOn = useRef(false);
    const pressed = useRef(false);
    const asked = useRef(false);
    // where the focus was within the child (child indices from it) when the real one took its place
    const focusPath = useRef<number[]>(undefined);
    useLayoutEffect(() => {
      const path = focusPath.current;
      focusPath.current = undefined;
      let target: Element | null | undefined = Popup && path ? childElement.current : null;
      for (const index of path ?? []) target = target?.children[index];
      if (target instanceof HTMLElement) target.focus();
    }, [Popup]);

    const child = props.children;
    if (!isValidElement<ChildProps>(child)) return child;
    const own = child.props;
    const ref: RefCallback<HTMLElement> = (element) => {
      childElement.current = element;
      if (typeof own.ref === 'function') own.ref(element);
      else if (own.ref) (own.ref as { current: HTMLElement | null }).current = element;
    };
    if (Popup) return <Popup {...props} defaultOpen={props.defaultOpen || openAtFirst}>{cloneElement(child as ReactElement<ChildProps>, { ref })}</Popup>;

    const triggers = triggersOf(props.trigger);
    const swap = (after: Promise<unknown> = Promise.resolve()) =>
      void Promise.all([loadOnce(), after]).then(([component]) => {
        if (pressed.current || !childElement.current) return; // the press's end swaps
        focusPath.current = pathTo(childElement.current, document.activeElement);
        const opening = asked.current || (triggers.includes('hover') && pointerOn.current);
        if (opening && props.open !== undefined) props.onOpenChange?.(true);
        setOpenAtFirst(opening);
        setPopup(() => component);
      });
    const open = () => {
      asked.current = true;
      swap();
    };
    return cloneElement(child as ReactElement<ChildProps>, {
      ref,
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        pointerOn.current = true;
        swap(wait(triggers.includes('hover') ? (props.mouseEnterDelay ?? 0.1) : 0));
      },
      onPointerLeave: (event) => {
        own.onPointerLeave?.(event);
        pointerOn.current = false;
      },
      onPointerDown: (event) => {
        own.onPointerDown?.(event);
        pressed.current = true;
        // after the click that ends the press (dispatched in the same task as the pointer's release)
        window.addEventListener('pointerup', () => setTimeout(() => ((pressed.current = false), swap())), { once: true, capture: true });
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        if (triggers.includes('focus')) open();
        else void loadOnce();
      },
      onClick: (event) => {
        own.onClick?.(event);
        if (triggers.includes('click')) open();
      },
      onContextMenu: (event) => {
        own.onContextMenu?.(event);
        if (!triggers.includes('contextMenu')) return;
        // the real one keeps the browser's own menu away too
        event.preventDefault();
        open();
      },
    });
  };
  return DeferredPopup;
};

/** AntD's Tooltip, loaded on first use (issue 19: it and the popup trigger are 13 kB gzip). */
export const PlainTooltip = deferred<TooltipProps>(() => import('antd/es/tooltip').then((module) => module.default as ComponentType<TooltipProps>));

/** AntD's Popover, loaded on first use. */
export const PlainPopover = deferred<PopoverProps>(() => import('antd/es/popover').then((module) => module.default as ComponentType<PopoverProps>));
