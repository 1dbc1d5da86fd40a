import { describe, expect, it } from 'vitest';
import { describePhrasingRound, type PhrasingRound } from './phrasing-round.testing';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets, in our own words: what carers and
// patients type in Russian (also in Latin "translit"), Greek (also Greeklish and without
// accents), Romanian and Hungarian (also without diacritics), Chinese (Simplified and
// Traditional) and Japanese. On the dementia assistant (agent 2) a carer tells of a parent or a
// spouse: a sudden change since yesterday with a urine infection or fever, hallucinations or not
// recognising family since this morning (delirium, NICE CG103), a fall with a knock to the head
// on a blood thinner (NICE NG232), a stroke told without the word (a crooked smile, an arm that
// will not lift: NICE NG128), a fit with no response, the carer's own veiled wish to be gone
// (NICE NG225) and a relative who went out and is not back (Alzheimer's Society). On the migraine
// assistant (agent 1): a thunderclap told by what happened (SNNOOP10), fever with a rash that does
// not fade under a glass (NICE NG240), swollen optic discs seen by the optician or vision greying
// on bending (papilloedema, NICE NG127), a headache with swelling and flashing lights late in
// pregnancy, a knock to the head on a blood thinner, pills saved up by a patient in pain, a
// child's morning vomiting or new clumsiness (HeadSmart) and a new headache after 50 with a
// tender temple or jaw pain on chewing (giant cell arteritis, NICE NG127). Harmless messages hold
// red-flag words without the red flag (someone else's illness, a question about triggers or signs,
// a lost purse, a figure of speech, an episode long past, denials, the usual aura, a series'
// plot); off-topic messages (cooking, a car, taxes, sport, the garden, a phone, travel) must find
// no knowledge entry on either assistant.

const PHRASINGS: Record<string, PhrasingRound> = {
  Russian: {
    flagged: [
      [
        'Маме 84, деменция умеренная, но обычно она спокойная. А со вчерашнего вечера её будто подменили: не понимает, где находится, и с кем-то разговаривает в пустой комнате. Анализ мочи показал инфекцию. Можно подождать до понедельника?',
        2,
        'sudden-confusion',
      ],
      [
        'Папа (79) пьёт Эликвис. Ночью шёл в туалет, споткнулся и приложился головой об угол тумбочки, на лбу шишка. Говорит, что всё нормально, можно не ехать в больницу?',
        2,
        'head-injury',
      ],
      [
        'Пишу про свёкра, у него Альцгеймер. За обедом заметила, что улыбка кривая, один уголок рта опустился, и ложку правой рукой он удержать не может.',
        2,
        'neuro-deficit',
      ],
      ['babushku vdrug nachalo tryasti vsyu, glaza zakatilis, na menya ne reagirovala minuty dve, seichas spit', 2, 'neuro-deficit'],
      [
        'Ухаживаю за мужем с деменцией шестой год, одна, дети далеко. Иногда ложусь и думаю: хоть бы не проснуться утром, и всё бы закончилось. Подскажите, как оформить сиделку?',
        2,
        'self-harm',
      ],
      ['Дед с деменцией в шесть утра тихо открыл дверь и ушёл, пока все спали. Обзвонили соседей, во дворе и в подъезде его нет.', 2, 'missing-person'],
      [
        'С сегодняшнего утра бабушка меня не узнаёт, называет чужим именем и говорит, что в углу сидят кошки. Вчера всё было как обычно.',
        2,
        'sudden-confusion',
      ],
      ['Поднимал диван на даче, и вдруг как будто битой ударили по затылку. Сразу вырвало, прошло два часа, голова болит дико.', 1, 'thunderclap'],
      ['golova zabolela za sekundu, ot nulya srazu do samoj silnoj boli, ya dazhe sela na pol', 1, 'thunderclap'],
      ['У сына температура 39,4, и на ногах появились тёмно-красные точки, прижала стакан — они не бледнеют. Голова болит, он вялый.', 1, 'fever-stiff-neck'],
      [
        'Ходила к окулисту подобрать очки, она посмотрела глазное дно, сказала, что диски зрительных нервов отёчные, и велела срочно идти к неврологу. Голова болит уже месяц. Это серьёзно?',
        1,
        'papilloedema',
      ],
      ['Когда наклоняюсь или резко встаю, в глазах на пару секунд всё становится серым, и голова давит постоянно.', 1, 'papilloedema'],
      ['Я на 36 неделе беременности, с утра сильно болит голова, лицо и руки отекли, и перед глазами мелькают мушки.', 1, 'pregnancy'],
      ['Я принимаю варфарин. Вчера в гараже ударился головой о ворота, сегодня голова болит и подташнивает.', 1, 'head-injury'],
      ['Мигрень уже 20 дней подряд, я больше не вытяну. Коплю таблетки в шкафчике, почти пачка набралась, и мне от этого спокойнее.', 1, 'self-harm'],
      ['Дочке 8 лет. Последние две недели по утрам жалуется на голову, её рвёт до завтрака, а вчера два раза врезалась в дверной косяк.', 1, 'child-warning'],
      ['Мне 67, головой никогда не страдала. Последние три недели болит висок, больно дотронуться, а когда жую мясо, ноет челюсть.', 1, 'new-after-50'],
    ],
    harmless: [
      'У коллеги сын в прошлом месяце болел менингитом, уже выписали. Мне надо прививаться?',
      'Может ли смех или бег спровоцировать приступ мигрени? Спрашиваю из любопытства.',
      'Как понять, что у человека инсульт? Хочу знать заранее, мама в возрасте.',
      'Мама опять куда-то задевала кошелёк и ключи, весь дом перерыли, нашли в холодильнике. Это типично?',
      'Начальник меня убьёт, если я опять отпрошусь из-за мигрени.',
      'Умираю как хочу кофе, но боюсь, что от него разболится голова.',
      'Эта жара меня просто убивает, голова тяжёлая.',
      'Лет восемь назад у меня была внезапная сильнейшая головная боль, сделали томографию, всё чисто, с тех пор такого не было.',
      'Температуры нет, шея гнётся свободно, сыпи нет, это не худшая боль в жизни, началась постепенно.',
      'Перед приступом, как всегда, мерцающее пятно в глазах минут на двадцать, потом болит голова. Так у меня с юности.',
      'mama vsyo utro iskala ochki, okazalis na golove, smeshno',
      'Смотрели сериал, там у героини в машине случился приступ и она потеряла сознание. Как называется этот сериал?',
    ],
    offTopic: [
      'Как поменять масло в двигателе своими руками, какой фильтр брать?',
      'Когда нужно подать декларацию 3-НДФЛ за проданную квартиру?',
      'Кто выиграл вчерашний матч Спартак — Зенит?',
      'Когда сажать рассаду помидоров в Подмосковье?',
      'Айфон быстро разряжается после обновления, что делать?',
      'kak prigotovit plov v kazane, chtoby ris byl rassypchatym',
    ],
  },
  Greek: {
    flagged: [
      [
        'Η μητέρα μου έχει άνοια αλλά ήταν ήρεμη. Από χθες το απόγευμα έχει πυρετό και ουρολοίμωξη, και ξαφνικά δεν ξέρει πού βρίσκεται, μαζεύει πράγματα από τον αέρα. Να περιμένουμε μέχρι τη Δευτέρα;',
        2,
        'sudden-confusion',
      ],
      [
        'Ο πατέρας μου (81) παίρνει Sintrom. Γλίστρησε στο μπάνιο και χτύπησε το κεφάλι στον νιπτήρα, έχει καρούμπαλο. Λέει ότι είναι καλά, να τον πάμε;',
        2,
        'head-injury',
      ],
      [
        'o pappous exei anoia, alla simera to xamogelo tou einai strava, i mia akri tou stomatos krematai kai den mporei na sikwsei to deksi xeri',
        2,
        'neuro-deficit',
      ],
      ['Η γιαγιά ξαφνικά άρχισε να τρέμει ολόκληρη, τα μάτια γύρισαν προς τα πάνω και δεν αντιδρούσε για δύο λεπτά.', 2, 'neuro-deficit'],
      [
        'Φροντίζω τον άντρα μου με Αλτσχάιμερ επτά χρόνια. Κάποια βράδια εύχομαι να μην ξυπνήσω το πρωί, να τελειώσουν όλα. Πώς βρίσκω βοήθεια στο σπίτι;',
        2,
        'self-harm',
      ],
      [
        'Ο μπαμπάς με άνοια άνοιξε την πόρτα στις έξι το πρωί και έφυγε ενώ κοιμόμασταν. Ρωτήσαμε όλους τους γείτονες, δεν τον έχει δει κανείς.',
        2,
        'missing-person',
      ],
      ['Από σήμερα το πρωί η γιαγιά δεν με αναγνωρίζει, με φωνάζει με άλλο όνομα και λέει ότι βλέπει γάτες στη γωνία.', 2, 'sudden-confusion'],
      ['Σήκωνα τον καναπέ και ξαφνικά ήταν σαν να με χτύπησαν με ρόπαλο στο πίσω μέρος του κεφαλιού. Έκανα εμετό αμέσως.', 1, 'thunderclap'],
      ['o ponokefalos irthe mesa se ena defterolepto, apo to tipota sto xeirotero, kathisa sto patwma', 1, 'thunderclap'],
      ['Ο γιος μου έχει 39,5 πυρετό και έβγαλε σκούρα κόκκινα στίγματα στα πόδια, πάτησα ένα ποτήρι πάνω τους και δεν ξεθωριάζουν.', 1, 'fever-stiff-neck'],
      [
        'Πήγα στον οφθαλμίατρο για γυαλιά, κοίταξε τον βυθό και είπε ότι οι οπτικές θηλές είναι πρησμένες και να πάω αμέσως σε νευρολόγο. Το κεφάλι μου πονάει έναν μήνα.',
        1,
        'papilloedema',
      ],
      ['Οταν σκυβω η σηκωνομαι γρηγορα, για λιγα δευτερολεπτα ολα γινονται γκρι, και το κεφαλι μου πιεζει συνεχεια.', 1, 'papilloedema'],
      ['Είμαι έγκυος 36 εβδομάδων, από το πρωί έχω δυνατό πονοκέφαλο, πρήστηκαν τα χέρια και το πρόσωπο και βλέπω φωτάκια.', 1, 'pregnancy'],
      ['Παίρνω αντιπηκτικά για την αρρυθμία. Χθες χτύπησα το κεφάλι μου στην πόρτα του αυτοκινήτου και σήμερα πονάει και ζαλίζομαι.', 1, 'head-injury'],
      ['eixa imikrania 20 meres synexeia, den antexw allo, mazevw ta xapia sto syrtari kai me irimei pou ta exw', 1, 'self-harm'],
      [
        'Η κόρη μου, 8 χρονών, δύο εβδομάδες παραπονιέται για το κεφάλι το πρωί και κάνει εμετό πριν το σχολείο, χθες σκόνταψε δύο φορές χωρίς λόγο.',
        1,
        'child-warning',
      ],
      [
        'Είμαι 67 και ποτέ δεν είχα πονοκεφάλους. Τις τελευταίες τρεις εβδομάδες πονάει ο κρόταφος όταν τον αγγίζω και όταν μασάω πονάει το σαγόνι.',
        1,
        'new-after-50',
      ],
    ],
    harmless: [
      'Ο γιος ενός συναδέλφου είχε μηνιγγίτιδα τον περασμένο μήνα, βγήκε από το νοσοκομείο. Πρέπει να εμβολιαστώ;',
      'Μπορεί το γέλιο ή το τρέξιμο να πυροδοτήσει κρίση ημικρανίας;',
      'Πώς καταλαβαίνω αν κάποιος παθαίνει εγκεφαλικό; Θέλω να είμαι προετοιμασμένη.',
      'Η μαμά έχασε πάλι το πορτοφόλι και τα κλειδιά, ψάξαμε όλο το σπίτι και τα βρήκαμε στο ψυγείο.',
      'Ο προϊστάμενος θα με σκοτώσει αν πάρω πάλι άδεια για ημικρανία.',
      'Πεθαίνω για έναν καφέ αλλά φοβάμαι μήπως μου φέρει πονοκέφαλο.',
      'Αυτή η ζέστη με σκοτώνει, το κεφάλι μου είναι βαρύ.',
      'Πριν οκτώ χρόνια είχα έναν ξαφνικό φοβερό πονοκέφαλο, έκανα αξονική, όλα καθαρά, από τότε τίποτα.',
      'Δεν έχω πυρετό, ο αυχένας λυγίζει κανονικά, δεν έχω εξάνθημα, δεν είναι ο χειρότερος πόνος, ξεκίνησε σιγά σιγά.',
      'opws panta prin tin krisi vlepw mia lampsi sto mati gia eikosi lepta kai meta ponaei to kefali, etsi einai apo ta 18 mou',
      'Στη σειρά που βλέπουμε ο γιατρός παθαίνει κρίση και λιποθυμά στο χειρουργείο. Σε ποιο επεισόδιο γίνεται αυτό;',
    ],
    offTopic: [
      'Πώς φτιάχνω παστίτσιο χωρίς να κόψει η μπεσαμέλ;',
      'Το αυτοκίνητο κάνει θόρυβο όταν φρενάρω, τι φταίει;',
      'Μέχρι πότε κάνουμε φορολογική δήλωση φέτος;',
      'Ποιος κέρδισε στο ντέρμπι Ολυμπιακός Παναθηναϊκός;',
      'Πότε κλαδεύουμε την ελιά;',
      'pws metaferw tis epafes apo to palio kinito sto kainourgio?',
    ],
  },
  Romanian: {
    flagged: [
      [
        'Mama are Alzheimer, dar era liniștită. De ieri după-amiază are febră și infecție urinară, și brusc nu mai știe unde se află, culege lucruri din aer. Putem aștepta până luni?',
        2,
        'sudden-confusion',
      ],
      [
        'Tata (81) ia Sintrom. A alunecat in baie si s-a lovit cu capul de chiuveta, are un cucui. Zice ca e bine, trebuie sa-l ducem la spital?',
        2,
        'head-injury',
      ],
      ['Bunicul are demență, dar azi zâmbetul lui e strâmb, colțul gurii atârnă și nu poate ridica mâna dreaptă.', 2, 'neuro-deficit'],
      ['bunica a inceput brusc sa tremure toata, cu ochii dati peste cap, si n-a raspuns vreo doua minute', 2, 'neuro-deficit'],
      [
        'Am grijă de soțul meu cu Alzheimer de șapte ani. Unele seri îmi doresc să nu mă mai trezesc dimineața, să se termine totul. Cum găsesc ajutor acasă?',
        2,
        'self-harm',
      ],
      ['Tata, care are demență, a deschis ușa la 6 dimineața și a plecat cât dormeam. Am întrebat toți vecinii, nu l-a văzut nimeni.', 2, 'missing-person'],
      ['De azi dimineață bunica nu mă mai recunoaște, îmi spune pe alt nume și zice că vede pisici în colț.', 2, 'sudden-confusion'],
      ['Ridicam canapeaua si deodata parca m-a lovit cineva cu o bata in ceafa. Am vomitat imediat.', 1, 'thunderclap'],
      ['Durerea de cap a venit într-o secundă, de la nimic la cea mai rea, a trebuit să mă așez pe jos.', 1, 'thunderclap'],
      ['Băiatul are 39,5 febră și i-au apărut pete roșu închis pe picioare, am apăsat cu un pahar și nu se albesc.', 1, 'fever-stiff-neck'],
      [
        'Am fost la oftalmolog pentru ochelari, s-a uitat la fundul de ochi și a zis că nervii optici sunt umflați și să merg urgent la neurolog. Mă doare capul de o lună.',
        1,
        'papilloedema',
      ],
      ['cand ma aplec sau ma ridic repede, cateva secunde totul devine gri, si capul ma apasa tot timpul', 1, 'papilloedema'],
      ['Sunt însărcinată în 36 de săptămâni, de dimineață am o durere de cap puternică, mi s-au umflat mâinile și fața și văd steluțe.', 1, 'pregnancy'],
      ['Iau anticoagulante pentru aritmie. Ieri m-am lovit la cap de portiera mașinii și azi mă doare și amețesc.', 1, 'head-injury'],
      ['Am migrenă de 20 de zile încontinuu, nu mai pot. Strâng pastilele într-un sertar și mă liniștește să știu că le am.', 1, 'self-harm'],
      [
        'Fetita mea de 8 ani se plange de cap dimineata de doua saptamani si vomita inainte de scoala, ieri s-a impiedicat de doua ori fara motiv.',
        1,
        'child-warning',
      ],
      [
        'Am 67 de ani și n-am avut niciodată dureri de cap. De trei săptămâni mă doare tâmpla când o ating și mă doare maxilarul când mestec.',
        1,
        'new-after-50',
      ],
    ],
    harmless: [
      'Băiatul unui coleg a avut meningită luna trecută, a ieșit din spital. Trebuie să mă vaccinez?',
      'Râsul sau alergatul pot declanșa o criză de migrenă?',
      'Cum îmi dau seama dacă cineva face un AVC? Vreau să fiu pregătită.',
      'Mama si-a pierdut iar portofelul si cheile, am cautat prin toata casa si le-am gasit in frigider.',
      'Șeful mă omoară dacă mai lipsesc o zi din cauza migrenei.',
      'Mor după o cafea, dar mi-e teamă că o să mă doară capul.',
      'Căldura asta mă omoară, am capul greu.',
      'Acum opt ani am avut o durere de cap bruscă și cumplită, mi-au făcut tomograf, totul curat, de atunci nimic.',
      'Nu am febră, gâtul se îndoaie normal, nu am erupție, nu e cea mai rea durere, a început încet.',
      'ca de obicei inainte de criza vad o lumina care sclipeste vreo douazeci de minute si apoi ma doare capul, asa am de la 18 ani',
      'În serialul pe care îl urmărim doctorul face o criză și leșină în sala de operație. În ce episod se întâmplă?',
    ],
    offTopic: [
      'Cum fac sarmale să nu se desfacă la fiert?',
      'Mașina scoate un zgomot când frânez, ce poate fi?',
      'Până când se depune declarația unică la ANAF?',
      'Cine a câștigat derby-ul dintre FCSB și Dinamo?',
      'Când se plantează roșiile în grădină?',
      'telefonul se descarca repede dupa update, ce pot face?',
    ],
  },
  Hungarian: {
    flagged: [
      [
        'Anyukám demens, de nyugodt volt. Tegnap délután óta lázas, húgyúti fertőzése van, és hirtelen nem tudja, hol van, a levegőből szedeget valamit. Várhatunk hétfőig?',
        2,
        'sudden-confusion',
      ],
      ['Apam (81) Syncumart szed. Elcsuszott a furdoszobaban es beutotte a fejet a mosdoba, pup van rajta. Azt mondja jol van, vigyuk be?', 2, 'head-injury'],
      ['Nagyapám demens, de ma ferde a mosolya, lóg a szája sarka, és nem tudja felemelni a jobb karját.', 2, 'neuro-deficit'],
      ['nagymama hirtelen remegni kezdett az egesz testeben, felakadt a szeme es ket percig nem reagalt', 2, 'neuro-deficit'],
      [
        'Hét éve ápolom az alzheimeres férjemet. Van, hogy azt kívánom, bárcsak reggel ne ébrednék fel, és vége lenne mindennek. Hogyan kaphatok segítséget otthonra?',
        2,
        'self-harm',
      ],
      ['A demens apám hajnali hatkor kinyitotta az ajtót és elment, amíg aludtunk. Minden szomszédot megkérdeztünk, senki nem látta.', 2, 'missing-person'],
      ['Ma reggel óta a nagymamám nem ismer meg, más néven szólít, és azt mondja, macskákat lát a sarokban.', 2, 'sudden-confusion'],
      ['A kanapét emeltem, és hirtelen mintha baseballütővel vágtak volna tarkón. Azonnal hánytam.', 1, 'thunderclap'],
      ['a fejfajas egy masodperc alatt jott, a semmibol a legrosszabbig, le kellett ulnom a foldre', 1, 'thunderclap'],
      ['A fiam 39,5 fokos lázas, és sötétpiros pöttyök jelentek meg a lábán, rányomtam egy poharat és nem halványodnak el.', 1, 'fever-stiff-neck'],
      [
        'Szemüvegért mentem a szemészhez, megnézte a szemfeneket, és azt mondta, hogy duzzadtak a látóidegfők, azonnal menjek neurológushoz. Egy hónapja fáj a fejem.',
        1,
        'papilloedema',
      ],
      ['ha lehajolok vagy gyorsan felallok, par masodpercre minden szurke lesz, es a fejem folyamatosan nyomja valami', 1, 'papilloedema'],
      ['A 36. héten vagyok terhes, reggel óta erősen fáj a fejem, bedagadt a kezem és az arcom, és csillagokat látok.', 1, 'pregnancy'],
      ['Véralvadásgátlót szedek a ritmuszavar miatt. Tegnap bevertem a fejem az autó ajtajába, ma fáj és szédülök.', 1, 'head-injury'],
      ['20 napja folyamatosan migrénem van, nem bírom tovább. Gyűjtöm a tablettákat a fiókban, és megnyugtat, hogy megvannak.', 1, 'self-harm'],
      ['A 8 eves lanyom ket hete reggelente a fejere panaszkodik es hany iskola elott, tegnap ketszer is megbotlott ok nelkul.', 1, 'child-warning'],
      ['67 éves vagyok, soha nem fájt a fejem. Három hete fáj a halántékom, ha megérintem, és rágáskor fáj az állkapcsom.', 1, 'new-after-50'],
    ],
    harmless: [
      'Egy kolléga fia múlt hónapban agyhártyagyulladással feküdt kórházban, már hazaengedték. Be kell oltatnom magam?',
      'Kiválthat a nevetés vagy a futás migrénes rohamot?',
      'Honnan tudom, ha valakinek stroke-ja van? Szeretnék felkészülni.',
      'Anya megint elhagyta a pénztárcáját és a kulcsait, az egész lakást átkutattuk, a hűtőben voltak.',
      'A főnököm megöl, ha megint kiveszek egy napot a migrén miatt.',
      'Meghalok egy kávéért, de félek, hogy fájni fog tőle a fejem.',
      'Ez a hőség megöl, nehéz a fejem.',
      'Nyolc éve volt egy hirtelen, iszonyú fejfájásom, CT-t csináltak, minden tiszta volt, azóta semmi.',
      'Nincs lazam, a nyakam rendesen hajlik, nincs kiutesem, nem ez a legrosszabb fajdalom, lassan kezdodott.',
      'Mint mindig, a roham előtt húsz percig vibráló fényt látok, aztán fáj a fejem, így van 18 éves korom óta.',
      'A sorozatban, amit nézünk, az orvos rohamot kap és elájul a műtőben. Melyik részben történik ez?',
    ],
    offTopic: [
      'Hogyan készül a töltött káposzta, hogy ne essen szét?',
      'Csikorog a fék az autón, mi lehet a baj?',
      'Meddig kell beadni az szja-bevallást?',
      'Ki nyerte a Fradi–Újpest meccset?',
      'Mikor kell metszeni a szőlőt?',
      'mit erdemes megnezni Becsben egy hetvegen?',
    ],
  },
  Chinese: {
    flagged: [
      ['我妈有老年痴呆，平时挺安静的。从昨天下午开始发烧，查出尿路感染，突然不知道自己在哪儿，还在空中抓东西。能等到周一再看吗？', 2, 'sudden-confusion'],
      ['我爸81岁，在吃华法林。在卫生间滑倒，头撞到洗手池上，起了个包。他说没事，要不要去医院？', 2, 'head-injury'],
      ['爷爷有失智症，今天吃饭时发现他笑起来嘴是歪的，一边嘴角耷拉下来，右手也抬不起来。', 2, 'neuro-deficit'],
      ['奶奶突然全身抽搐，眼睛往上翻，叫她两分钟都没反应。', 2, 'neuro-deficit'],
      ['照顧得了阿茲海默症的先生七年了。有些晚上我希望自己早上不要再醒來，一切就結束了。怎麼申請居家照護？', 2, 'self-harm'],
      ['我爸有失智症，早上六点趁我们睡觉自己开门出去了。问了所有邻居，都没看到他。', 2, 'missing-person'],
      ['从今天早上开始外婆不认识我了，叫我别人的名字，还说看见墙角有猫。', 2, 'sudden-confusion'],
      ['搬沙发的时候突然像后脑勺被人用棒球棍打了一下，马上就吐了。', 1, 'thunderclap'],
      ['頭痛是一秒鐘之內來的，從完全不痛到最痛，我只好坐在地上。', 1, 'thunderclap'],
      ['儿子发烧39.5度，腿上出了暗红色的小点，用玻璃杯压了也不褪色。', 1, 'fever-stiff-neck'],
      ['去眼科配眼镜，医生看了眼底，说视神经乳头水肿，让我马上去看神经科。头已经疼了一个月。', 1, 'papilloedema'],
      ['弯腰或者站起来太快的时候，眼前有几秒钟发灰，头一直胀痛。', 1, 'papilloedema'],
      ['我怀孕36周了，从早上开始头很痛，手和脸都肿了，眼前冒金星。', 1, 'pregnancy'],
      ['我因为心律不齐在吃抗凝药。昨天头撞到车门上，今天头疼还头晕。', 1, 'head-injury'],
      ['偏頭痛連續二十天了，我撐不下去了。我把藥都存在抽屜裡，知道有這些藥我心裡就踏實。', 1, 'self-harm'],
      ['女儿8岁，这两个星期早上起来就说头疼，上学前还吐，昨天无缘无故摔了两跤。', 1, 'child-warning'],
      ['我67岁，以前从来不头疼。这三个星期太阳穴一碰就疼，嚼东西的时候下巴也疼。', 1, 'new-after-50'],
    ],
    harmless: [
      '同事的儿子上个月得了脑膜炎，已经出院了。我需要打疫苗吗？',
      '大笑或者跑步会诱发偏头痛吗？',
      '怎么判断一个人是不是中风了？我想提前了解一下。',
      '我妈又把钱包和钥匙弄丢了，全家翻了个遍，最后在冰箱里找到了。',
      '要是我又因为偏头痛请假，老板会杀了我的。',
      '這天氣熱死人了，頭好重。',
      '八年前我有过一次突然的剧烈头痛，做了CT，一切正常，之后再也没有过。',
      '没有发烧，脖子能正常低头，没有皮疹，不是最痛的一次，是慢慢开始的。',
      '跟以前一样，发作前眼前有闪光大概二十分钟，然后开始头痛，从十八岁起就这样。',
      '我们在追的剧里，医生在手术室里发病晕倒了。是哪一集？',
    ],
    offTopic: [
      '红烧肉怎么做才不油腻？',
      '车子刹车的时候有异响，是什么问题？',
      '个人所得税年度汇算什么时候截止？',
      '昨晚的欧冠决赛谁赢了？',
      '阳台上种的番茄叶子发黄怎么办？',
      '手機更新以後耗電特別快，怎麼辦？',
    ],
  },
  Japanese: {
    flagged: [
      [
        '母は認知症ですが普段は穏やかです。昨日の午後から熱があって尿路感染症と言われ、急にここがどこかわからなくなり、空中の何かをつかもうとしています。月曜まで待っていいですか？',
        2,
        'sudden-confusion',
      ],
      [
        '父（81）はワーファリンを飲んでいます。お風呂場で滑って洗面台に頭をぶつけ、たんこぶができました。本人は大丈夫と言っていますが、病院に行くべき？',
        2,
        'head-injury',
      ],
      ['祖父は認知症ですが、今日笑ったときに口元がゆがんでいて、片方の口角が下がり、右腕が上がりません。', 2, 'neuro-deficit'],
      ['祖母が急に全身をガクガク震わせて、白目をむいて、二分くらい呼んでも反応がありませんでした。', 2, 'neuro-deficit'],
      [
        'アルツハイマーの夫を七年介護しています。夜、このまま朝目が覚めなければいいのに、全部終わればいいのにと思うことがあります。在宅介護の支援はどう受けられますか？',
        2,
        'self-harm',
      ],
      ['認知症の父が朝6時、みんなが寝ている間に玄関を開けて出て行きました。近所の人に全員聞きましたが、誰も見ていません。', 2, 'missing-person'],
      ['今朝から祖母が私のことをわからず、別の名前で呼び、部屋の隅に猫がいると言います。', 2, 'sudden-confusion'],
      ['ソファを持ち上げていたら、突然バットで後頭部を殴られたような痛みが来て、すぐ吐きました。', 1, 'thunderclap'],
      ['頭痛が一瞬で来ました。全く痛くない状態からいきなり最悪の痛みになって、床に座り込みました。', 1, 'thunderclap'],
      ['息子が39.5度の熱で、足に暗い赤色の点々が出てきました。コップで押しても消えません。', 1, 'fever-stiff-neck'],
      [
        '眼鏡を作りに眼科に行ったら、眼底を見て視神経乳頭がむくんでいると言われ、すぐ脳神経内科に行くように言われました。頭痛は一ヶ月続いています。',
        1,
        'papilloedema',
      ],
      ['かがんだり急に立ち上がったりすると、数秒間目の前が灰色になって、頭はずっと締め付けられるように痛いです。', 1, 'papilloedema'],
      ['妊娠36週です。朝からひどい頭痛があって、手と顔がむくんで、目の前にチカチカした光が見えます。', 1, 'pregnancy'],
      ['不整脈で抗凝固薬を飲んでいます。昨日車のドアに頭をぶつけて、今日は頭が痛くてふらふらします。', 1, 'head-injury'],
      ['片頭痛が20日間続いて、もう耐えられない。薬を引き出しに貯めていて、それがあると思うと落ち着く。', 1, 'self-harm'],
      ['8歳の娘がこの2週間、朝になると頭が痛いと言って登校前に吐きます。昨日は理由もなく二回転びました。', 1, 'child-warning'],
      ['67歳です。今まで頭痛はありませんでした。ここ3週間こめかみを触ると痛くて、噛むとあごが痛みます。', 1, 'new-after-50'],
    ],
    harmless: [
      '同僚の息子さんが先月髄膜炎で入院しましたが、もう退院しました。私もワクチンを打つべきですか？',
      '大笑いやランニングで片頭痛が起きることはありますか？',
      '脳卒中を起こしているかどうか、どうやって見分けますか？前もって知っておきたいです。',
      '母がまた財布と鍵をなくして、家中探したら冷蔵庫の中にありました。',
      'また片頭痛で休んだら上司に殺される。',
      'コーヒーが飲みたくて死にそうだけど、頭痛になるのが怖い。',
      '暑さで死にそう、頭が重い。',
      '8年前に突然ひどい頭痛があって、CTを撮ったけど異常なし、それ以来一度もありません。',
      '熱はない、首は普通に曲がる、発疹もない、人生最悪の痛みでもない、ゆっくり始まった。',
      'いつも通り、発作の前に20分くらいキラキラした光が見えて、そのあと頭が痛くなります。18歳の頃からずっとこうです。',
      '見ているドラマで、医者が手術室で発作を起こして倒れます。何話でしたっけ？',
    ],
    offTopic: [
      '肉じゃがを煮崩れさせないコツは？',
      '車のブレーキを踏むとキーキー音がします。原因は？',
      '確定申告の締め切りはいつですか？',
      '昨日の阪神と巨人の試合、どっちが勝った？',
      'ミニトマトの葉が黄色くなってきた、どうすればいい？',
      '機種変更でLINEのトーク履歴を移す方法は？',
    ],
  },
};

describePhrasingRound('carers and patients, round 2: red flags, harmless messages and off-topic questions (ru, el, ro, hu, zh, ja)', PHRASINGS);

// Found by this round and settled in session 26 (lexicon/someone-elses-diagnoses.ts, the lexicons'
// `relatives`): a relative's cancer beside the writer's own migraine is the relative's. The
// Japanese message names no writer ("ストレスで片頭痛に..."; Japanese leaves "I" out), so whose
// headache it is cannot be told and the alarm stays: skipped. The Chinese "想V…想死了" case of
// this round is tested in lexicon/chinese-longing-figure.test.ts.
const A_RELATIVES_CANCER: string[] = [
  'У тёти рак груди, я очень переживаю. Может ли стресс вызывать у меня мигрень?',
  'Η θεία μου έχει καρκίνο του μαστού και αγχώνομαι πολύ. Μπορεί το άγχος να μου προκαλεί ημικρανίες;',
  'Mătușa mea are cancer de sân și sunt foarte stresată. Poate stresul să-mi dea migrene?',
  'A nagynénémnek mellrákja van, és nagyon izgulok. Okozhat nálam migrént a stressz?',
  '我姑姑得了乳腺癌，我压力很大。压力会让我偏头痛吗？',
];

describe("a relative's cancer beside the writer's own migraine (ru, el, ro, hu, zh)", () => {
  it.each(A_RELATIVES_CANCER)('keeps calm on both assistants: %s', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });
});

describe.skip('needs a reading of whose headache a Japanese sentence without "I" tells', () => {
  it('keeps calm on both assistants', () => {
    const message = '叔母が乳がんになり、とてもストレスを感じています。ストレスで片頭痛になることはありますか？';
    expect(detectRedFlags(message, 1)).toEqual([]);
  });
});
